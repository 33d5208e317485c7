/**
 * Japanese postcodes as people type them — full-width digits, 〒, hyphen look-alikes — in the one
 * form stored and searched: "107-0062". Shared by the stock locator's dealer search and forms.
 */

// ‐ ‑ ‒ – — ― − ー ｰ －: what IMEs and copy-paste give instead of "-". Only for numbers (ー is a
// vowel mark in names).
const hyphenLookalikes = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\uff70\uff0d]/g;

export function normaliseHyphens(raw: string): string {
  return raw.replace(hyphenLookalikes, '-');
}

/** "1070062", "107-0062", "１０７－００６２", "〒107-0062" → "107-0062"; null unless it is a postcode. */
export function normalisePostcode(raw: string): string | null {
  const ascii = normaliseHyphens(raw.normalize('NFKC')).replace(/\s/g, '').replace(/^〒/, '');
  if (!/^\d{3}-?\d{4}$/.test(ascii)) return null;
  const digits = ascii.replace('-', '');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}
