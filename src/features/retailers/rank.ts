import { haversineKm, isPlaceable, type LatLng } from './distance';

/** What the ranking needs of a retailer (a dealer of the locator, or an editor's card). */
export interface Rankable {
  id: string;
  latitude: number | null;
  longitude: number | null;
  /** Name, prefecture, city and address: what a text search matches. */
  searchText: string;
  /** The prefecture, when known: a prefecture search keeps only its retailers. */
  state?: string | null;
}

/** Where the results are measured from, and which retailers may be in them. */
export type Search =
  | { kind: 'all' }
  /** A postcode, a city or town, or the visitor's position: every placeable retailer, nearest first. */
  | { kind: 'near'; origin: LatLng }
  /** A prefecture: its retailers, in the list's order (a prefecture's centre is nobody's position). */
  | { kind: 'prefecture'; prefecture: string }
  /** Words that are no place we know: retailers whose name or address contains them. */
  | { kind: 'text'; text: string };

export interface Ranked<T> {
  retailer: T;
  /** Kilometres from the search's origin; null when there is none or the retailer has no position. */
  km: number | null;
}

/** Text as it is compared: NFKC, lower case, hiragana as katakana, without spaces and middle dots. */
export function searchable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[\s・･]/g, '');
}

function distanceFrom(origin: LatLng, r: Rankable): number | null {
  if (!isPlaceable(r.latitude, r.longitude)) return null;
  return haversineKm(origin, { latitude: r.latitude!, longitude: r.longitude! });
}

/** Nearest first; those without a distance keep their order after the others. */
function byDistance<T extends Rankable>(items: Ranked<T>[]): Ranked<T>[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const da = a.item.km ?? Number.POSITIVE_INFINITY;
      const db = b.item.km ?? Number.POSITIVE_INFINITY;
      return da - db || a.index - b.index;
    })
    .map(({ item }) => item);
}

/**
 * The retailers a search shows, in the order shown. `limit` caps a "near" search (the nearest few,
 * as a visitor expects); a prefecture or text search shows every match. An empty answer is the
 * spec's "no results" (site.md §8).
 */
export function rankRetailers<T extends Rankable>(retailers: readonly T[], search: Search, limit = Number.POSITIVE_INFINITY): Ranked<T>[] {
  switch (search.kind) {
    case 'all':
      return retailers.map((retailer) => ({ retailer, km: null }));
    case 'near': {
      const placed = retailers.filter((r) => isPlaceable(r.latitude, r.longitude));
      return byDistance(placed.map((retailer) => ({ retailer, km: distanceFrom(search.origin, retailer) }))).slice(0, Math.max(0, limit));
    }
    case 'prefecture': {
      return retailers.filter((r) => r.state === search.prefecture).map((retailer) => ({ retailer, km: null }));
    }
    case 'text': {
      const words = searchable(search.text);
      if (!words) return [];
      return retailers.filter((r) => searchable(r.searchText).includes(words)).map((retailer) => ({ retailer, km: null }));
    }
  }
}
