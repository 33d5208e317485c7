import { normaliseHyphens } from '@/lib/postcode';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Japanese input as people type it — full-width digits, hiragana furigana, hyphen look-alikes —
 * turned into the one form we store (japan.md). Phone numbers use libphonenumber's full ("max")
 * metadata: the smaller sets check lengths only and take 090-1234-567 (a digit short) as valid. For
 * that weight this module stays on the server (the form island never imports it).
 */

/** NFKC folds full-width letters and digits and half-width katakana into their usual forms. */
export function normaliseText(raw: string): string {
  return raw.normalize('NFKC').trim();
}

export { normaliseHyphens, normalisePostcode } from '@/lib/postcode';

/** Furigana in katakana: hiragana (and ゝゞ) become katakana, half-width becomes full-width. */
export function toKatakana(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u3041-\u3096\u309d\u309e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .trim()
    .replace(/[\s\u3000]+/g, '\u3000');
}

/** Katakana, the long vowel mark, the middle dot and full-width spaces only. */
export function isKatakanaName(value: string): boolean {
  return /^[\u30a0-\u30ff\u3000]+$/.test(value) && value.trim() !== '';
}

export type PhoneCheck = { ok: true; e164: string; national: string } | { ok: false; reason: 'empty' | 'invalid' };

/** A phone number as typed (03-1234-5678, ０９０ー…, +44 …) → E.164 to store and the national form to show. */
export function parsePhone(raw: string, country: CountryCode = 'JP'): PhoneCheck {
  const cleaned = normaliseHyphens(raw.normalize('NFKC')).replace(/[\s().]/g, '');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  if (!/^\+?[\d-]{4,20}$/.test(cleaned)) return { ok: false, reason: 'invalid' };
  const phone = cleaned.startsWith('+') ? parsePhoneNumberFromString(cleaned) : parsePhoneNumberFromString(cleaned, country);
  if (!phone?.isValid()) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: phone.number, national: phone.formatNational() };
}

/** Every country for the phone's country choice: Japan first, then by name in `locale`. */
export function phoneCountries(locale = 'ja'): { code: CountryCode; name: string; callingCode: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const all = getCountries().map((code) => {
    let name: string = code;
    try {
      name = names.of(code) ?? code;
    } catch {
      // An ISO code Intl does not know (e.g. AC): keep the code.
    }
    return { code, name, callingCode: getCountryCallingCode(code) };
  });
  const japan = all.filter((c) => c.code === 'JP');
  const rest = all.filter((c) => c.code !== 'JP').sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...japan, ...rest];
}
