import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isHttpUrl } from '@/lib/safe-url';
import { DEALERS_LIST_SIZE } from '../constants';
import { normalisePostcode } from '@/lib/postcode';

/**
 * A retailer as the footer shows it: name, 〒 postcode, address in Japanese order (都道府県 →
 * 市区町村 → 番地), the phone in national form with its tel: link, and the retailer's site.
 */
export interface Retailer {
  name: string;
  /** 107-0062 form, or null when the answer had none that reads as a Japanese postcode. */
  postcode: string | null;
  address: string;
  phone: { display: string; href: string } | null;
  url: string | null;
}

/** At most this many retailers are read from an answer (site.md §9: dealers list 50). */
export const RETAILERS_MAX = DEALERS_LIST_SIZE;

const text = z.string().trim().max(300).optional().catch(undefined);

/**
 * One retailer of an answer: our own retailers API's fields (state, locality, postcode, address,
 * phone) or site.md §3's Retailer (city, zipcode, mainPhone, owner_* fields). Only what is read is
 * declared; anything else is ignored.
 */
const retailerItem = z.object({
  name: text,
  owner_name: text,
  state: text,
  locality: text,
  city: text,
  owner_city: text,
  postcode: text,
  zipcode: text,
  owner_zipcode: text,
  address: text,
  owner_address: text,
  phone: text,
  mainPhone: text,
  owner_phone: text,
  url: text,
  website: text,
});
type RetailerItem = z.output<typeof retailerItem>;

/** The phone as people read it in Japan (03-1234-5678) and the E.164 tel: link. */
export function retailerPhone(raw: string | undefined): Retailer['phone'] {
  if (!raw) return null;
  const phone = parsePhoneNumberFromString(raw.normalize('NFKC'), 'JP');
  if (phone?.isValid()) return { display: phone.formatNational(), href: `tel:${phone.number}` };
  const digits = raw.normalize('NFKC').replace(/[^+\d]/g, '');
  return digits ? { display: raw, href: `tel:${digits}` } : null;
}

/** 都道府県 and 市区町村 before the street address, unless the address already starts with them. */
function japaneseAddress(state: string | undefined, city: string | undefined, street: string | undefined): string {
  let address = street ?? '';
  if (city && !address.includes(city)) address = city + address;
  if (state && !address.startsWith(state)) address = state + address;
  return address;
}

function toRetailer(item: RetailerItem): Retailer | null {
  const name = item.name || item.owner_name;
  if (!name) return null;
  const url = item.url || item.website;
  return {
    name,
    postcode: normalisePostcode(item.postcode || item.zipcode || item.owner_zipcode || '') ?? null,
    address: japaneseAddress(item.state, item.locality || item.city || item.owner_city, item.address || item.owner_address),
    phone: retailerPhone(item.phone || item.mainPhone || item.owner_phone),
    url: url && isHttpUrl(url) ? url : null,
  };
}

/**
 * The retailers of an answer — a list, or a list under `data` or `data.data` (site.md §7: responses
 * are read at data or data.data). Items without a name are dropped; null when the answer holds no list.
 */
export function readRetailers(body: unknown): Retailer[] | null {
  const list = [body, (body as { data?: unknown } | null)?.data, (body as { data?: { data?: unknown } } | null)?.data?.data].find(
    Array.isArray,
  );
  if (!list) return null;
  const retailers: Retailer[] = [];
  for (const candidate of list) {
    const parsed = retailerItem.safeParse(candidate);
    const retailer = parsed.success ? toRetailer(parsed.data) : null;
    if (retailer) retailers.push(retailer);
    if (retailers.length === RETAILERS_MAX) break;
  }
  return retailers;
}
