import type { DealerRow } from '@/db/schema';

/** A dealer as the APIs return it, named for the car's brand (owner_metadata display names). */
export function dealerSummary(d: DealerRow, brand: string) {
  const displayName = (brand === 'jaguar' ? d.ownerMetadata.display_name_jag : d.ownerMetadata.display_name_lr) ?? d.name;
  return {
    id: d.id,
    uuid: d.uuid,
    name: displayName,
    dealer_code: d.dealerCode,
    ci_code: d.ciCode,
    state: d.state,
    locality: d.locality,
    postcode: d.postcode,
    address: d.address,
    phone: d.phone,
    email: d.email,
    opening_hours: d.openingHours,
    latitude: d.latitude,
    longitude: d.longitude,
  };
}
