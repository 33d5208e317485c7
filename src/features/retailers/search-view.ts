import type { AnalyticsEventOf } from '@/features/analytics/events';
import { formatDistanceValue, inUnit, isPlaceable, type DistanceUnit, type LatLng } from './distance';
import type { Located } from './locate.server';
import type { Place } from './places';
import { rankRetailers, type Ranked, type Search } from './rank';
import type { RetailerView } from './retailer';

/**
 * From what a search found to what the visitor sees: which retailers, in which order, and the line
 * above the list that says what the order means. Pure, shared by the retailer islands.
 */
export type Summary =
  | { kind: 'all' }
  | { kind: 'postcode'; postcode: string; address: string; rough: boolean }
  | { kind: 'place'; place: string; rough: boolean }
  | { kind: 'here' }
  | { kind: 'prefecture'; prefecture: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

export interface SearchOutcome {
  search: Search;
  summary: Summary;
  /** Other places of the same name (中央区): the visitor may pick one instead. */
  alternatives: Place[];
  /** The analytics search type (site.md §4: postcode, state or retailer search) and what was searched by. */
  tracking: { search_type?: 'postcodeSearch' | 'stateSearch' | 'retailerSearch'; label: string };
}

export const initialOutcome: SearchOutcome = {
  search: { kind: 'all' },
  summary: { kind: 'all' },
  alternatives: [],
  tracking: { label: 'all' },
};

type RetailerEvent = AnalyticsEventOf<'retailer_locator'>;

const nothing: Search = { kind: 'text', text: '' };

export function outcomeOfLocated(located: Located): SearchOutcome {
  switch (located.kind) {
    case 'postcode':
      return {
        search: { kind: 'near', origin: located.place.origin },
        summary: {
          kind: 'postcode',
          postcode: located.postcode,
          address: located.address,
          rough: located.place.precision === 'prefecture',
        },
        alternatives: [],
        tracking: { search_type: 'postcodeSearch', label: 'postcode' },
      };
    case 'unknown_postcode':
      return {
        search: nothing,
        summary: { kind: 'none' },
        alternatives: [],
        tracking: { search_type: 'postcodeSearch', label: 'postcode' },
      };
    case 'prefecture':
      return {
        search: { kind: 'prefecture', prefecture: located.prefecture },
        summary: { kind: 'prefecture', prefecture: located.prefecture },
        alternatives: [],
        tracking: { search_type: 'stateSearch', label: 'prefecture' },
      };
    case 'places':
      return outcomeOfPlace(located.places[0]!, located.places.slice(1));
    case 'text':
      return {
        search: { kind: 'text', text: located.text },
        summary: { kind: 'text', text: located.text },
        alternatives: [],
        tracking: { search_type: 'retailerSearch', label: 'name' },
      };
  }
}

/** A municipality (typed, or picked among places of the same name). */
export function outcomeOfPlace(place: Place, alternatives: Place[] = []): SearchOutcome {
  return {
    search: { kind: 'near', origin: place.origin },
    summary: { kind: 'place', place: place.label, rough: place.precision === 'prefecture' },
    alternatives,
    tracking: { label: 'city' },
  };
}

/** The visitor's own position (the browser's geolocation, asked for on a button press only). */
export function outcomeOfPosition(origin: LatLng): SearchOutcome {
  return { search: { kind: 'near', origin }, summary: { kind: 'here' }, alternatives: [], tracking: { label: 'geolocation' } };
}

/** No match at all shows the spec's no-results text, whatever the search was. */
export function resultsOf(retailers: readonly RetailerView[], outcome: SearchOutcome, limit: number): Ranked<RetailerView>[] {
  return outcome.summary.kind === 'none' ? [] : rankRetailers(retailers, outcome.search, limit);
}

/** 「3.4km」「12マイル」: the figure in the visitor's unit, with the unit's word from the translations. */
export function distanceText(km: number | null, unit: DistanceUnit, units: Record<DistanceUnit, string>): string | null {
  if (km === null) return null;
  const value = formatDistanceValue(inUnit(km, unit));
  return value ? units[unit].replace('{{value}}', value) : null;
}

/** The results as map pins, numbered as the list numbers them (only those with a position). */
export function mapPointsOf(results: readonly Ranked<RetailerView>[], label: (number: number, name: string) => string) {
  return results.flatMap(({ retailer }, index) =>
    isPlaceable(retailer.latitude, retailer.longitude)
      ? [
          {
            id: retailer.id,
            latitude: retailer.latitude!,
            longitude: retailer.longitude!,
            number: index + 1,
            label: label(index + 1, retailer.name),
          },
        ]
      : [],
  );
}

/** The retailer_locator analytics event (blocks.md §9; payload of decision 0046), without empty fields. */
export function retailerEvent(action: RetailerEvent['action'], details: Omit<RetailerEvent, 'event' | 'action'> = {}): RetailerEvent {
  const event: RetailerEvent = { event: 'retailer_locator', action };
  if (details.label) event.label = details.label;
  if (details.retailer_code) event.retailer_code = details.retailer_code;
  if (details.search_type) event.search_type = details.search_type;
  return event;
}
