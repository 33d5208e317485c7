import type { StockQuery } from './query';
import type { SearchResult } from './search.server';
import { lightVehicleResource, vehicleResource } from './vehicle-resource';

/** Listing API body: `data` (vehicles) and `meta` (paging, sort, facets, ranges). */
export function listingResponse(result: SearchResult, query: StockQuery, variant: 'full' | 'light') {
  return {
    data: result.vehicles.map((v) => (variant === 'full' ? vehicleResource(v, v.ownerId ? (result.dealers.get(v.ownerId) ?? null) : null) : lightVehicleResource(v))),
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
