import type { AreaQuery } from '../search/url-state';

/** Postcode search of the stock locator (site.md §4); its state is part of the stock URL state. */
export type SearchType = 'postcodeSearch' | 'stateSearch' | 'retailerSearch' | 'none';

/** postcode + locality → postcodeSearch; a state alone → stateSearch; a retailer alone → retailerSearch. */
export function searchTypeOf(a: AreaQuery): SearchType {
  if (a.postcode && a.locality) return 'postcodeSearch';
  if (a.state && !a.postcode && !a.locality && !a.retailer) return 'stateSearch';
  if (a.retailer && !a.state && !a.postcode && !a.locality) return 'retailerSearch';
  return 'none';
}

/** Search by state requires a state value (site.md §5 hasValidationError). */
export function hasValidationError(type: SearchType, a: AreaQuery): boolean {
  return type === 'stateSearch' && !a.state;
}
