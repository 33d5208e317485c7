import type { DealerRow, VehicleRow } from '@/db/schema';
import { mainBrand } from '../constants';
import { dealerSummary } from '../dealers/dealer-resource';
import { shortVin } from '../format';
import type { VehicleWithData } from '../types';
import { vehiclePath } from './slug';

interface PriceEntry {
  type: 'purchase' | 'lease' | 'subscribe';
  value_raw: number;
  old_value_raw?: number;
  hiddenFromVisitors?: boolean;
  [key: string]: unknown;
}

/** The price a visitor is shown: none when hidden, MSRP for new cars, 支払総額 for used and approved ones. */
export function shownPriceYen(v: Pick<VehicleRow, 'priceHidden' | 'state' | 'msrpPrice' | 'onTheRoadPrice'>): number | null {
  if (v.priceHidden) return null;
  return v.state === 'new' ? v.msrpPrice : v.onTheRoadPrice;
}

export function slugSource(v: VehicleRow) {
  return {
    id: v.id,
    state: v.state,
    brand: v.nameplateBrandName,
    model: v.nameplateName,
    productionYear: v.productionYear,
    engines: v.engineType,
    drivetrain: v.drivetrain,
    transmission: v.transmission,
    color: v.colorCanonical || v.colorName,
  };
}

/** The setting `stock.show_full_vin`, read by the caller (this module stays free of data access). */
export interface VinPolicy {
  showFullVin: boolean;
}

/**
 * What a visitor may learn of a VIN: the last 3 characters (車台番号下3桁, what Japanese listings
 * print), and the whole VIN only when the site allows it — a full VIN lets anyone look up the car's
 * history and clone its identity, so nothing sends it by default.
 */
export function visitorVin(vin: string, policy: VinPolicy): { vin?: string; vin_suffix: string; short_vin: string } {
  const suffix = shortVin(vin);
  // short_vin is the spec's name (site.md §3) that API clients already read; vin_suffix says what it is.
  return { ...(policy.showFullVin ? { vin } : {}), vin_suffix: suffix, short_vin: suffix };
}

/**
 * The spec's Vehicle (site.md §3) as the listing API returns it. Hidden lease entries never leave;
 * the full VIN leaves only with `stock.show_full_vin` on (`visitorVin`).
 */
export function vehicleResource(v: VehicleWithData, dealer: DealerRow | null, policy: VinPolicy) {
  // A feed may carry its own copy of the VIN among the details: that one must not slip out either.
  const { vin: _feedVin, ...data } = v.data;
  const prices = ((data.prices as PriceEntry[] | undefined) ?? []).filter((p) => !p.hiddenFromVisitors);
  return {
    ...data,
    id: v.id,
    list: v.listingId,
    item_id: v.itemId,
    ...visitorVin(v.vin, policy),
    state: v.state,
    status: v.status,
    nameplate_brand_name: v.nameplateBrandName,
    nameplate_name: v.nameplateName,
    nameplate_model_group: v.nameplateModelGroup,
    model_display_name: v.modelDisplayName,
    version: v.version,
    drivetrain: v.drivetrain,
    transmission: v.transmission,
    engine_type: v.engineType,
    color_name: v.colorName,
    color_canonical: v.colorCanonical,
    production_year: v.productionYear,
    model_year: v.modelYear,
    mileage: v.mileage,
    power: v.power,
    number_of_seats: v.numberOfSeats,
    msrp_price: v.msrpPrice,
    sale_price: v.salePrice,
    display_price: v.displayPrice,
    monthly_price: v.monthlyPrice,
    price_hidden: v.priceHidden,
    financing_options: v.financingOptions,
    prices,
    owner_id: v.ownerId,
    owner: dealer ? dealerSummary(dealer, v.nameplateBrandName) : null,
    is_main_brand: v.nameplateBrandName === mainBrand,
    path: vehiclePath(slugSource(v)),
    created_at: v.createdAt,
  };
}

/** The `/light` variant: what a card needs and nothing more. */
export function lightVehicleResource(v: VehicleWithData) {
  const data = v.data as { photos?: { medium?: string }[]; cover_photo_medium?: string };
  return {
    id: v.id,
    list: v.listingId,
    state: v.state,
    status: v.status,
    nameplate_brand_name: v.nameplateBrandName,
    nameplate_name: v.nameplateName,
    model_display_name: v.modelDisplayName,
    version: v.version,
    production_year: v.productionYear,
    mileage: v.mileage,
    display_price: v.priceHidden ? null : v.displayPrice,
    monthly_price: v.priceHidden ? null : v.monthlyPrice,
    cover_photo_medium: data.cover_photo_medium ?? data.photos?.[0]?.medium ?? null,
    path: vehiclePath(slugSource(v)),
  };
}
