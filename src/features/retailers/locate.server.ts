import 'server-only';
import { lookupPostcode, normalizePostcode } from '@/features/stock/dealers.server';
import table from './data/municipality-points.json';
import { findPlaces, placeOf, type Place, type PlaceTable } from './places';
import { matchPrefecture } from './prefectures';

/**
 * What a visitor's search words are (site.md §7 postcode dealer search): a postcode, a prefecture,
 * a city or town, or words to look for in retailers' names and addresses. Answered from data
 * shipped with the site (the postcode package and the municipality points): no network call.
 */
export type Located =
  /** 〒 found: distances from its municipality (「〒107-0062 東京都港区南青山」). */
  | { kind: 'postcode'; postcode: string; address: string; place: Place }
  /** Well-formed but not a postcode that exists: no results. */
  | { kind: 'unknown_postcode'; postcode: string }
  | { kind: 'prefecture'; prefecture: string }
  /** A municipality name; more than one when several share it (中央区), the first is used. */
  | { kind: 'places'; places: Place[] }
  | { kind: 'text'; text: string };

export const searchMaxLength = 80;

const places = table as unknown as PlaceTable;

export function locate(raw: string): Located {
  const text = raw.normalize('NFKC').trim().slice(0, searchMaxLength);
  const postcode = normalizePostcode(text);
  if (postcode) {
    // A postcode can cover several towns (japan.md): they are neighbours, so the first one's
    // municipality is where distances start, and all of them are named.
    const found = lookupPostcode(postcode);
    const first = found[0];
    const place = first ? placeOf(places, first.state, first.locality) : null;
    if (!first || !place) return { kind: 'unknown_postcode', postcode };
    const towns = [...new Set(found.map((p) => p.town).filter(Boolean))];
    return { kind: 'postcode', postcode, address: `${first.state}${first.locality}${towns.length === 1 ? towns[0] : ''}`, place };
  }
  const prefecture = matchPrefecture(text);
  if (prefecture) return { kind: 'prefecture', prefecture };
  const named = findPlaces(places, text);
  if (named.length) return { kind: 'places', places: named };
  return { kind: 'text', text };
}
