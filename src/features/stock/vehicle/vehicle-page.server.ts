import 'server-only';
import { drawPhotosOfDemoCar } from '../demo/demo-photo-store.server';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, vehicles, type DealerRow } from '@/db/schema';
import { getDoublePrice } from '@/features/currency/double-price.server';
import { resolveImage } from '@/features/media/responsive-image.server';
import { heldVehicleIds, isUnavailableStatus } from '@/features/ordering/holds.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT, type Translate } from '@/i18n/i18n';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { env } from '@/lib/env.server';
import type { ResolvedImage } from '@/ui/picture';
import { API_ITEMS_MAX, mainBrand, SIMILAR_VEHICLES_DEFAULT } from '../constants';
import { arrangeButtons } from '../dealer-mode';
import { formatPhoneJa, telHref } from '../dealers/phone';
import { loanExample, type LoanTerms } from '../loan';
import { loanView, type LoanView } from '../loan-view';
import type { DoublePriceSettings } from '../price-extras';
import { emptySearch } from '../search/url-state';
import { getListing, searchVehicles, withDetails } from '../search/vehicle-search.server';
import type { VehicleWithData } from '../types';
import { loadVehicleCards, type VehicleCardData } from '../vehicle-cards.server';
import { priceView, type PriceView } from './price-view';
import { vehicleIdFromSlug, vehiclePath } from './slug';
import { shownPriceYen, slugSource } from './vehicle-resource';
import { formatYenMan } from '../format';

export interface VehiclePageData {
  vehicle: VehicleWithData;
  dealer: DealerRow | null;
  canonicalPath: string;
}

/** A listed vehicle by id, whatever its listing, with dealer and canonical path; null when unknown. */
export function getVehiclePage(id: number): Promise<VehiclePageData | null> {
  return cached(
    `vehicle-page:${id}`,
    [cacheTags.stockAll, cacheTags.vehicle(id)],
    async () => {
      const db = await getDb();
      const [row] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, id), eq(vehicles.listed, true)));
      if (!row) return null;
      const [vehicle] = await withDetails([row.id]);
      if (!vehicle) return null;
      const dealer = vehicle.ownerId ? ((await db.select().from(dealers).where(eq(dealers.id, vehicle.ownerId)))[0] ?? null) : null;
      return { vehicle, dealer, canonicalPath: vehiclePath(slugSource(vehicle)) };
    },
    // Unknown ids come from visitors' URLs: finding nothing again is one primary-key read.
    { keep: (page) => page !== null },
  );
}

/** Same model in the same listing, the current car excluded (site.md §7: filter[nameplate_name_in]={model}). */
export async function similarVehicles(vehicle: VehicleWithData, amount = SIMILAR_VEHICLES_DEFAULT): Promise<VehicleWithData[]> {
  const query = { ...emptySearch(), checkbox: { models: [vehicle.nameplateName] }, items: Math.min(amount, API_ITEMS_MAX) };
  const result = await searchVehicles(vehicle.listingId, { ...query, excludeIds: [vehicle.id] });
  return result.vehicles;
}

export interface VehicleAction {
  id: 'reserve' | 'enquire' | 'call';
  primary: boolean;
  href: string;
  label: string;
}

/** Everything the vehicle page renders, resolved on the server: the route only picks the outcome. */
export interface VehiclePageView extends VehiclePageData {
  canonicalUrl: string;
  title: string;
  brandName: string;
  price: PriceView;
  double: DoublePriceSettings;
  /** The payment example beside the price (none for a price on request), and its assumptions for the similar cars. */
  loan: LoanView | null;
  loanTerms: LoanTerms;
  actions: { primary: VehicleAction[]; secondary: VehicleAction[] };
  /** The car's photos, resolved, with alt texts that number them. */
  gallery: ResolvedImage[];
  similar: VehicleCardData[];
}

export type VehiclePageOutcome = { kind: 'not_found' } | { kind: 'redirect'; location: string } | { kind: 'page'; view: VehiclePageView };

function byPath(slug: string): Promise<VehiclePageData | null> {
  const id = vehicleIdFromSlug(slug);
  return id ? getVehiclePage(id) : Promise.resolve(null);
}

const canonicalUrl = (path: string) => new URL(path, env().SITE_URL).toString();

async function galleryOf(vehicle: VehicleWithData, t: Translate): Promise<ResolvedImage[]> {
  const photos = (vehicle.data.photos as { image_id: number; alt?: string }[] | undefined) ?? [];
  await drawPhotosOfDemoCar(vehicle); // a demo car's side and rear views are drawn on its first visit
  const resolved = await Promise.all(
    photos.map((photo, i) =>
      resolveImage(
        {
          id: photo.image_id,
          alt: photo.alt || t('stock.photo_of', { name: vehicle.modelDisplayName, index: i + 1, total: photos.length }),
        },
        'standard',
      ),
    ),
  );
  return resolved.filter((image): image is ResolvedImage => image !== null);
}

/** `<title>`, description and canonical URL of a vehicle page; null when there is no such vehicle. */
export async function loadVehicleMetadata(slug: string): Promise<{ title: string; description: string; canonical: string } | null> {
  const page = await byPath(slug);
  if (!page) return null;
  const t = getT('ja');
  const { vehicle } = page;
  const [divider, siteName] = await Promise.all([getSetting('seo.title_divider'), getSetting('seo.site_name')]);
  const name = `${t(`stock.state_${vehicle.state}`)} ${vehicle.modelDisplayName} ${vehicle.version}`.trim();
  const price = formatYenMan(shownPriceYen(vehicle), t);
  return {
    // A car of the group's other brand is titled with its own brand, not the site's (decision 0024).
    title: `${name} ${divider} ${
      vehicle.nameplateBrandName === mainBrand
        ? (siteName ?? t('site.name'))
        : t(`stock.brand_${vehicle.nameplateBrandName}`, { fallback: vehicle.nameplateBrandName })
    }`,
    description: [name, vehicle.productionYear ? `${vehicle.productionYear}年` : '', vehicle.colorName, price].filter(Boolean).join(' ／ '),
    canonical: canonicalUrl(page.canonicalPath),
  };
}

/**
 * The vehicle page (site.md §2 stock-locator-preview, §4 stock locator load): the vehicle and its
 * dealer, or a 301 to the canonical slug, then similar vehicles, prices, actions and settings.
 */
export async function loadVehiclePage(slug: string): Promise<VehiclePageOutcome> {
  const page = await byPath(slug);
  if (!page) return { kind: 'not_found' };
  if (`/showroom/${slug}` !== page.canonicalPath) return { kind: 'redirect', location: page.canonicalPath };
  const t = getT('ja');
  const { dealer } = page;
  const [similar, gallery, orderOnline, listing, double, enquiryPath, held] = await Promise.all([
    similarVehicles(page.vehicle).then(loadVehicleCards),
    galleryOf(page.vehicle, t),
    getSetting('stock.order_online_enabled'),
    getListing(page.vehicle.listingId),
    getDoublePrice(),
    getSetting('forms.enquiry_path'),
    heldVehicleIds([page.vehicle.id]),
  ]);
  // Someone is checking this car out right now: 商談中, and no second reservation.
  const vehicle = held.has(page.vehicle.id) ? { ...page.vehicle, status: 'reserved' as const } : page.vehicle;
  const reservable = orderOnline && !isUnavailableStatus(vehicle.status);
  const price = priceView(vehicle, double, t);
  const loan = price.kind === 'on_request' ? null : loanView(loanExample(shownPriceYen(vehicle), similar.loan), t);
  const actions: VehicleAction[] = [
    ...(reservable
      ? [{ id: 'reserve' as const, primary: true, href: `/showroom-order-online/vehicle/${vehicle.id}`, label: t('stock.reserve') }]
      : []),
    {
      id: 'enquire',
      primary: !reservable,
      // The quote form, told which car and which dealer (the form block prefills from these).
      href: `${enquiryPath}?${new URLSearchParams({ vehicle: String(vehicle.id), model: vehicle.modelDisplayName, ...(dealer ? { dealer: dealer.dealerCode } : {}) })}`,
      label: t('stock.enquire'),
    },
    ...(dealer
      ? [
          {
            id: 'call' as const,
            primary: false,
            href: telHref(dealer.phone),
            label: `${t('stock.call')}（${formatPhoneJa(dealer.phone)}）`,
          },
        ]
      : []),
  ];
  return {
    kind: 'page',
    view: {
      ...page,
      vehicle,
      canonicalUrl: canonicalUrl(page.canonicalPath),
      title: `${vehicle.modelDisplayName} ${vehicle.version}`.trim(),
      brandName: t(`stock.brand_${vehicle.nameplateBrandName}`, { fallback: vehicle.nameplateBrandName }),
      price,
      double,
      loan,
      loanTerms: similar.loan,
      actions: arrangeButtons(actions, listing.market),
      gallery,
      similar: similar.cards,
    },
  };
}
