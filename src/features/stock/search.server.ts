import 'server-only';

/** Public API of the stock search (server): listing, search with facets, the listing API body. */
export { getListing, runSearch, searchVehicles, sqlSearch, type SearchResult } from './search/vehicle-search.server';
export { getFacetIndex, dropFacetIndex } from './search/facet-index.server';
export { listingResponse } from './search/listing-response.server';
