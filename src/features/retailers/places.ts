import type { LatLng } from './distance';
import { matchPrefecture, prefectureNames } from './prefectures';

/**
 * Where a municipality (市区町村) is: one point each, keyed by prefecture + the name the postcode
 * data gives it (「東京都港区」, 「神奈川県横浜市西区」). A ward of a designated city shares the city's
 * point; a municipality without one falls back to its prefecture's (decision 0066).
 */
export interface PlaceTable {
  prefectures: Record<string, readonly [number, number]>;
  municipalities: Record<string, readonly [number, number]>;
}

export interface Place {
  /** What the visitor is told the distances are measured from (「東京都港区」). */
  label: string;
  origin: LatLng;
  /** `prefecture`: only the prefecture's point was known, the distances are rough. */
  precision: 'municipality' | 'prefecture';
}

const point = ([latitude, longitude]: readonly [number, number]): LatLng => ({ latitude, longitude });

/** The point of a municipality the postcode data names, else of its prefecture; null for neither. */
export function placeOf(table: PlaceTable, prefecture: string, locality: string): Place | null {
  const municipality = table.municipalities[prefecture + locality];
  if (municipality) return { label: prefecture + locality, origin: point(municipality), precision: 'municipality' };
  const pref = table.prefectures[prefecture];
  return pref ? { label: prefecture, origin: point(pref), precision: 'prefecture' } : null;
}

/** 「世田谷区」 → 「世田谷」: a name as people shorten it (not for one-character stems like 「北区」). */
const stem = (name: string) => {
  const short = name.replace(/[市区町村]$/, '');
  return short.length >= 2 ? short : name;
};

/** The names one municipality answers to, best first: its own, then its city's (a ward of 横浜市 answers to 横浜市). */
function namesOf(locality: string): { name: string; rank: number }[] {
  const names = [{ name: locality, rank: 0 }];
  const withoutGun = locality.replace(/^.+?郡/, '');
  if (withoutGun !== locality) names.push({ name: withoutGun, rank: 0 });
  const ward = /^(.+?市)(.+区)$/.exec(locality);
  if (ward) names.push({ name: ward[1]!, rank: 0 }, { name: ward[2]!, rank: 1 });
  return names;
}

/**
 * The municipalities a visitor's words name: 「世田谷区」, 「世田谷」, 「横浜」, 「神奈川県横浜市」,
 * 「中央区」 (Tokyo's first, then the wards of other cities of that name). At most `max`, one per
 * point (the wards of one city are one place), in JIS order within each rank.
 */
export function findPlaces(table: PlaceTable, typed: string, max = 5): Place[] {
  let text = typed.normalize('NFKC').replace(/\s/g, '');
  const prefecture = prefectureNames.find((name) => text.startsWith(name) && text.length > name.length) ?? null;
  if (prefecture) text = text.slice(prefecture.length);
  if (!text || matchPrefecture(text)) return [];
  const found: { place: Place; rank: number }[] = [];
  for (const [key, coordinates] of Object.entries(table.municipalities)) {
    const pref = prefectureNames.find((name) => key.startsWith(name));
    if (!pref || (prefecture && pref !== prefecture)) continue;
    const locality = key.slice(pref.length);
    const hit = namesOf(locality).find(({ name }) => name === text || stem(name) === text);
    if (!hit) continue;
    // A city matched by its own name is labelled as the city, not as the first of its wards.
    const label = pref + (hit.rank === 0 ? hit.name : locality);
    // The whole name first; a shortened one finds cities and wards before towns and villages
    // (「横浜」: 横浜市 before 青森県横浜町); a ward of another city's comes last.
    const shortened = hit.name === text ? 0 : /[町村]$/.test(hit.name) ? 2 : 1;
    found.push({ place: { label, origin: point(coordinates), precision: 'municipality' }, rank: hit.rank * 3 + shortened });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.rank - b.rank)
    .filter(({ place }) => {
      const id = `${place.origin.latitude},${place.origin.longitude}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, max)
    .map(({ place }) => place);
}
