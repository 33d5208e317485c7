import 'server-only';
import { getDoublePrice } from '@/features/currency/double-price.server';
import { heldVehicleIds } from '@/features/ordering/holds.server';
import { resolveImage } from '@/features/media/responsive-image.server';
import { getSetting } from '@/features/settings/settings.server';
import type { ResolvedImage } from '@/ui/picture';
import type { LoanTerms } from './loan';
import type { DoublePriceSettings } from './price-extras';
import type { VehicleWithData } from './types';

/** One card as `VehicleCard` draws it: the car and its cover photo, already resolved. */
export interface VehicleCardData {
  vehicle: VehicleWithData;
  photo: ResolvedImage | null;
}

/** Cards plus what every card on the page shares. */
export interface VehicleCardsData {
  cards: VehicleCardData[];
  double: DoublePriceSettings;
  /** Assumptions of the monthly figures (`finance.loan_example`). */
  loan: LoanTerms;
}

/** The card's photo is the car's first one; the card is a link target, so it has no alt of its own. */
function coverPhotoId(vehicle: VehicleWithData): number | null {
  const first = (vehicle.data.photos as { image_id?: unknown }[] | undefined)?.[0]?.image_id;
  return typeof first === 'number' ? first : null;
}

/**
 * Resolves what vehicle cards need on the server (docs/decisions/0016): the card component reads no
 * setting and looks nothing up, so every loader that shows cards (search page, carousel, similar
 * vehicles) calls this. Cars sharing a photo resolve it once.
 */
export async function loadVehicleCards(vehicles: VehicleWithData[]): Promise<VehicleCardsData> {
  const ids = [...new Set(vehicles.map(coverPhotoId).filter((id): id is number => id !== null))];
  const [double, loan, photos, held] = await Promise.all([
    getDoublePrice(),
    getSetting('finance.loan_example'),
    Promise.all(ids.map((id) => resolveImage({ id, alt: '' }, 'standard'))),
    heldVehicleIds(vehicles.map((v) => v.id)),
  ]);
  const byId = new Map(ids.map((id, i) => [id, photos[i] ?? null]));
  return {
    cards: vehicles.map((vehicle) => ({
      // A car someone is checking out shows as 商談中 until the hold ends or becomes an order.
      vehicle: held.has(vehicle.id) ? { ...vehicle, status: 'reserved' as const } : vehicle,
      photo: byId.get(coverPhotoId(vehicle) ?? -1) ?? null,
    })),
    double,
    loan,
  };
}
