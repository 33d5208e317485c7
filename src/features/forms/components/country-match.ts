export interface PhoneCountry {
  code: string;
  name: string;
  callingCode: string;
}

/** NFKC, trimmed, lower case, hiragana as katakana: ｱﾒﾘｶ, あめりか and アメリカ are one query. */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/**
 * Whether a country answers a visitor's search in the country list of a telephone field: by its
 * Japanese name (any part, kana in any width or script), its calling code (`81`, `+81`, `＋８１`)
 * or its ISO code (`jp`). An empty query matches every country.
 */
export function matchesCountry(country: PhoneCountry, query: string): boolean {
  const q = normalise(query);
  if (!q) return true;
  const digits = /^\+?\s*(\d+)$/.exec(q)?.[1];
  if (digits) return country.callingCode.startsWith(digits);
  return normalise(country.name).includes(q) || country.code.toLowerCase() === q;
}
