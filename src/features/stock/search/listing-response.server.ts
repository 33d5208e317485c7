import 'server-only';
import { getSetting } from '@/features/settings/settings.server';
import { coverPhotoUrl } from '../vehicle/cover-photo.server';
import type { StockQuery } from './url-state';
import type { SearchResult } from './vehicle-search.server';
import { lightVehicleResource, vehicleResource } from '../vehicle/vehicle-resource';

/** Listing API body: `data` (vehicles) and `meta` (paging, sort, facets, ranges). */
export async function listingResponse(result: SearchResult, query: StockQuery, variant: 'full' | 'light') {
  const policy = { showFullVin: await getSetting('stock.show_full_vin') };
  const data = await Promise.all(
    result.vehicles.map(async (v) => {
      const resource =
        variant === 'full'
          ? vehicleResource(v, v.ownerId ? (result.dealers.get(v.ownerId) ?? null) : null, policy)
          : lightVehicleResource(v);
      return { ...resource, cover_photo_medium: await coverPhotoUrl(v.data) };
    }),
  );
  return {
    data,
    meta: {
      total: result.total,
      page: result.page,
      items: result.items,
      pages: result.pages,
      sort: query.sort,
      facets: result.facets,
      ranges: result.ranges,
    },
  };
}
