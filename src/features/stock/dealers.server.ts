import 'server-only';

/** Public API of dealers and the postcode search (server). */
export { listingDealers, parseDealerQuery } from './dealers/listing-dealers.server';
export { lookupPostcode, prefectures, type Place } from './dealers/postcode-lookup.server';
export { hasValidationError, searchTypeOf, type SearchType } from './dealers/postcode-search';
export { normalizePostcode } from './dealers/postcode';
export { getRetailers, resetRetailers } from './dealers/retailers.server';
export { readRetailers, type Retailer } from './dealers/retailer-answer';
