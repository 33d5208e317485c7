/**
 * Postcode search state of the stock locator (site.md §4). It lives in the URL under `_retailer`,
 * `_state`, `_postcode` and `_locality`.
 */
export type SearchType = 'postcodeSearch' | 'stateSearch' | 'retailerSearch' | 'none';

export interface AreaQuery {
  retailer?: string;
  state?: string;
  postcode?: string;
  locality?: string;
}

export const areaKeys = ['_retailer', '_state', '_postcode', '_locality'] as const;

export function readArea(params: URLSearchParams): AreaQuery {
  const get = (k: string) => params.get(k)?.normalize('NFKC').trim() || undefined;
  return { retailer: get('_retailer'), state: get('_state'), postcode: get('_postcode'), locality: get('_locality') };
}

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
