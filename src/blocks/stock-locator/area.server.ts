import 'server-only';
import {
  hasValidationError,
  listingDealers,
  lookupPostcode,
  normalizePostcode,
  searchTypeOf,
  type Place,
  type SearchType,
} from '@/features/stock/dealers.server';
import type { StockUrlState } from '@/features/stock/url-state';

export interface AreaResult {
  /** The URL's area, completed by the postcode lookup. */
  area: StockUrlState['area'];
  type: SearchType;
  /** Several places share the postcode: the visitor picks one. */
  choices: Place[];
  dealerCodes: string[] | null;
  dealerCount: number;
  /** No dealer in the locality: the prefecture's dealers are shown instead. */
  widenedToState: boolean;
  /** `invalid_postcode`: not seven digits; `unknown_postcode`: seven digits that no place has. */
  problem: 'invalid_postcode' | 'unknown_postcode' | 'state_required' | 'no_dealers' | null;
}

/**
 * Resolves the visitor's area (site.md §4 search flow): a postcode is looked up offline to its
 * prefecture and locality; the area's dealers are fetched and their codes de-duplicated; without
 * any dealer the block shows the non-closable area dialog. `stateSent`: the area form was sent
 * (its prefecture field is in the URL, possibly empty).
 */
export async function resolveArea(
  listingId: string,
  brand: string | undefined,
  urlArea: StockUrlState['area'],
  stateSent: boolean,
): Promise<AreaResult> {
  const area = { ...urlArea };
  const result: AreaResult = { area, type: 'none', choices: [], dealerCodes: null, dealerCount: 0, widenedToState: false, problem: null };
  if (area.postcode && !area.locality) {
    const places = lookupPostcode(area.postcode);
    if (!places.length) {
      const seven = normalizePostcode(area.postcode);
      return seven
        ? { ...result, area: { ...area, postcode: seven }, problem: 'unknown_postcode' }
        : { ...result, problem: 'invalid_postcode' };
    }
    if (places.length > 1) return { ...result, choices: places };
    Object.assign(area, { postcode: places[0]!.postcode, state: places[0]!.state, locality: places[0]!.locality });
  }
  result.type = searchTypeOf(area);
  if (stateSent && !area.state && !area.postcode) return { ...result, type: 'stateSearch', problem: 'state_required' };
  if (result.type === 'none' || hasValidationError(result.type, area)) return result;
  let found =
    result.type === 'postcodeSearch'
      ? await listingDealers(listingId, { brand, state: area.state, locality: area.locality })
      : result.type === 'stateSearch'
        ? await listingDealers(listingId, { brand, state: area.state })
        : await listingDealers(listingId, { brand });
  if (result.type === 'retailerSearch')
    found = {
      dealers: found.dealers.filter((d) => d.dealer_code === area.retailer),
      dealerCodes: found.dealerCodes.filter((c) => c === area.retailer),
    };
  if (result.type === 'postcodeSearch' && !found.dealerCodes.length && area.state) {
    found = await listingDealers(listingId, { brand, state: area.state });
    result.widenedToState = found.dealerCodes.length > 0;
  }
  return {
    ...result,
    dealerCodes: found.dealerCodes,
    dealerCount: found.dealers.length,
    problem: found.dealerCodes.length ? null : 'no_dealers',
  };
}
