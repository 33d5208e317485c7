import 'server-only';
import { headers } from 'next/headers';
import { reservationFromFlow, type FlowReservation } from '@/features/ordering/flow-reservation.server';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { isUnavailableStatus } from '@/features/ordering/holds.server';
import { reservationConfig, type ReservationConfig } from '@/features/ordering/reservation-config.server';
import { getSetting } from '@/features/settings/settings.server';
import { listingBrand, onSaleStatuses } from '@/features/stock/constants';
import { searchVehicles } from '@/features/stock/search.server';
import { emptySearch, type StockSearch } from '@/features/stock/url-state';
import { loadVehicleCards, type VehicleCardsData } from '@/features/stock/vehicle-cards.server';
import type { ReservationFlowFields, ReservationFlowGroup } from './template';

export interface ReservationFlowData {
  tabs: { label: string; cards: VehicleCardsData }[];
  /** The tab shown (`?reservation_tab=`), from 0. */
  active: number;
  /** Online ordering is switched on for the site (`stock.order_online_enabled`). */
  enabled: boolean;
  config: ReservationConfig;
  /** What this browser already did from this block. */
  reservation: FlowReservation | null;
}

export const tabParam = 'reservation_tab';

/** Cars that can be reserved: on sale and not already reserved or sold. */
const reservable = onSaleStatuses.filter((status) => !isUnavailableStatus(status));

async function tabCars(fields: ReservationFlowFields, group: Pick<ReservationFlowGroup, 'sl_key_model'>): Promise<VehicleCardsData> {
  const search: StockSearch = { ...emptySearch(), sort: 'createdAtDesc', items: Math.trunc(fields.items) };
  if (fields.state) search.checkbox.states = [fields.state];
  const brand = listingBrand('');
  if (brand) search.brandEq = brand;
  search.forcedStatuses = [...reservable];
  if (group.sl_key_model) search.modelGroup = group.sl_key_model;
  if (fields.owner_id) search.forcedDealerCodes = [fields.owner_id];
  const { vehicles } = await searchVehicles(fields.ci_key_list, search);
  return loadVehicleCards(vehicles);
}

/** This browser's holder secret, when the block renders for a request (never in a render test or the editor's catalogue). */
async function holderSecret(): Promise<string | null> {
  try {
    return holderSecretOf((await headers()).get('cookie'));
  } catch {
    return null;
  }
}

export async function loadReservationFlow(
  fields: ReservationFlowFields,
  groups: ReservationFlowGroup[],
  blockId: number,
  searchParams?: URLSearchParams,
): Promise<ReservationFlowData> {
  const wanted = groups.length ? groups : [{ tab_label: '', sl_key_model: '' }];
  const [tabs, enabled, config, reservation] = await Promise.all([
    Promise.all(wanted.map(async (group) => ({ label: group.tab_label, cards: await tabCars(fields, group) }))),
    getSetting('stock.order_online_enabled'),
    reservationConfig(),
    holderSecret().then((secret) => reservationFromFlow(secret, blockId)),
  ]);
  const asked = Number(searchParams?.get(tabParam) ?? 0);
  const active = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
  return { tabs, active, enabled, config, reservation };
}
