import type { DealerRow } from '@/db/schema';

/** A dealer as the APIs return it, named for the car's brand (owner_metadata display names). */
/** A dealer's name for a brand (site.md §3 owner_metadata: display_name_jag or display_name_lr). */
export function dealerDisplayName(d: Pick<DealerRow, 'name' | 'ownerMetadata'>, brand: string): string {
  return (brand === 'jaguar' ? d.ownerMetadata.display_name_jag : d.ownerMetadata.display_name_lr) ?? d.name;
}

export function dealerSummary(d: DealerRow, brand: string) {
  const displayName = dealerDisplayName(d, brand);
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
