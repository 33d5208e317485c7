import { checkDates, type DateProblem, type DateRules, type RentPlace } from './booking';

/** The value of the place selects that stands for an address the visitor types. */
export const customPlaceValue = '__custom';

/** The search form as the visitor fills it in. */
export interface SearchInput {
  pickup: string;
  pickupAddress: string;
  differentDropoff: boolean;
  dropoff: string;
  dropoffAddress: string;
  pickupDate: string;
  dropoffDate: string;
}

export const emptySearch: SearchInput = {
  pickup: '',
  pickupAddress: '',
  differentDropoff: false,
  dropoff: '',
  dropoffAddress: '',
  pickupDate: '',
  dropoffDate: '',
};

export interface SearchRules extends DateRules {
  allowDifferentDropoff: boolean;
  allowCustomPickup: boolean;
  allowCustomDropoff: boolean;
  locationKeys: readonly string[];
}

export type SearchField = 'pickup' | 'pickupAddress' | 'dropoff' | 'dropoffAddress' | 'pickupDate' | 'dropoffDate';
export type SearchProblem = { code: 'place' } | { code: 'address' } | DateProblem;

function placeOf(value: string, address: string, allowCustom: boolean, keys: readonly string[]): RentPlace | null {
  if (value === customPlaceValue) return allowCustom && address.trim() ? { kind: 'custom', address: address.trim().slice(0, 200) } : null;
  return keys.includes(value) ? { kind: 'location', key: value } : null;
}

export interface SearchResult {
  pickup: RentPlace;
  dropoff: RentPlace;
  pickupDate: string;
  dropoffDate: string;
}

/**
 * Checks the search in the order of the form: a place (or an address), a drop-off place when it
 * differs, then the dates. Either every problem by field, or the search to run.
 */
export function checkSearch(
  input: SearchInput,
  today: string,
  rules: SearchRules,
): { ok: true; search: SearchResult } | { ok: false; problems: Partial<Record<SearchField, SearchProblem>> } {
  const problems: Partial<Record<SearchField, SearchProblem>> = {};
  const pickup = placeOf(input.pickup, input.pickupAddress, rules.allowCustomPickup, rules.locationKeys);
  if (!pickup) {
    if (input.pickup === customPlaceValue && rules.allowCustomPickup) problems.pickupAddress = { code: 'address' };
    else problems.pickup = { code: 'place' };
  }
  const different = rules.allowDifferentDropoff && input.differentDropoff;
  const dropoff = different ? placeOf(input.dropoff, input.dropoffAddress, rules.allowCustomDropoff, rules.locationKeys) : pickup;
  if (different && !dropoff) {
    if (input.dropoff === customPlaceValue && rules.allowCustomDropoff) problems.dropoffAddress = { code: 'address' };
    else problems.dropoff = { code: 'place' };
  }
  const dates = checkDates(input.pickupDate, input.dropoffDate, today, rules);
  if (dates.pickup) problems.pickupDate = dates.pickup;
  if (dates.dropoff) problems.dropoffDate = dates.dropoff;
  if (!pickup || !dropoff || Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, search: { pickup, dropoff, pickupDate: input.pickupDate.trim(), dropoffDate: input.dropoffDate.trim() } };
}

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const searchFieldOrder: readonly SearchField[] = [
  'pickup',
  'pickupAddress',
  'dropoff',
  'dropoffAddress',
  'pickupDate',
  'dropoffDate',
];
