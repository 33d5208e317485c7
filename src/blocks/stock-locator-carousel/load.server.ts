import 'server-only';
import { listingBrand, onSaleStatuses } from '@/features/stock/constants';
import { searchVehicles } from '@/features/stock/search.server';
import { emptySearch, type StockSearch } from '@/features/stock/url-state';
import { loadVehicleCards, type VehicleCardsData } from '@/features/stock/vehicle-cards.server';
import type { StockLocatorCarouselFields } from './template';

/** The carousel's cars: the block's own filters, never the request's (it is part of the cached page). */
export async function loadCarouselVehicles(fields: StockLocatorCarouselFields): Promise<VehicleCardsData> {
  const search: StockSearch = { ...emptySearch(), sort: fields.sort, items: Math.trunc(fields.amount) };
  if (fields.state) search.checkbox.states = [fields.state];
  const brand = listingBrand(fields.sl_key_brand);
  if (brand) search.brandEq = brand;
  search.forcedStatuses = [...onSaleStatuses]; // a sold car is no new arrival
  if (fields.sl_key_model) search.modelGroup = fields.sl_key_model;
  const { vehicles } = await searchVehicles(fields.ci_key_list, search);
  return loadVehicleCards(vehicles);
}
