import { z } from 'zod';
import { normalisePostcode } from '@/lib/postcode';
import { emailLink, phoneLink } from './contact';
import { isPlaceable } from './distance';
import { prefectureOfAddress } from './prefectures';
import { contactTypes } from './retailer';

/**
 * schema.org structured data of a retailer (AutoDealer) or a service centre (AutoRepair) from the
 * schema blocks' fields (blocks.md §2.6), for search engines: JSON-LD, safe to put in a
 * <script type="application/ld+json"> whatever an editor typed.
 */

export const schemaContactSchema = z.object({ type: z.enum(contactTypes), value: z.string().trim().min(1).max(300) });
export const offerSchema = z.object({
  category: z.string().trim().max(120).optional(),
  description: z.string().trim().max(500).optional(),
  url: z.string().trim().max(2048).optional(),
});
export type SchemaContact = z.output<typeof schemaContactSchema>;
export type OfferInfo = z.output<typeof offerSchema>;

export interface PostalAddress {
  postalCode?: string;
  addressRegion?: string;
  addressLocality?: string;
  streetAddress: string;
}

/**
 * 「〒107-0062 東京都港区南青山2-1-1」 → postcode, 都道府県, 市区町村 and the rest. The
 * municipality is the text up to its 市・区・町・村 (a designated city's ward included: 横浜市西区;
 * a county's town: 石狩郡当別町).
 */
export function parseJapaneseAddress(raw: string): PostalAddress {
  let text = raw.normalize('NFKC').trim();
  const postcodeMatch = /^〒?\s*(\d{3}-?\d{4})\s*/.exec(text);
  const postalCode = postcodeMatch ? (normalisePostcode(postcodeMatch[1]!) ?? undefined) : undefined;
  if (postcodeMatch) text = text.slice(postcodeMatch[0].length);
  const region = prefectureOfAddress(text) ?? undefined;
  if (region) text = text.slice(region.length);
  const locality = /^(.+?郡.+?[町村]|.+?市.+?区|.+?[市区町村])/.exec(text)?.[0];
  const address: PostalAddress = { streetAddress: (locality ? text.slice(locality.length) : text).trim() };
  if (postalCode) address.postalCode = postalCode;
  if (region) address.addressRegion = region;
  if (locality) address.addressLocality = locality;
  return address;
}

const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const dayKanji = '月火水木金土日';
const time = /(\d{1,2}):(\d{2})/;
const schemaHours = /^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))*( \d{2}:\d{2}-\d{2}:\d{2})?$/;

function days(text: string): number[] {
  const found = new Set<number>();
  for (const [, from, , to] of text.matchAll(/([月火水木金土日])(曜日?)?(?:\s*[〜~ー-]\s*([月火水木金土日]))?/g)) {
    const start = dayKanji.indexOf(from!);
    const end = to ? dayKanji.indexOf(to) : start;
    for (let d = start; ; d = (d + 1) % 7) {
      found.add(d);
      if (d === end) break;
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Day numbers as schema.org writes them: consecutive ones as a range (Mo-Fr), others with commas. */
function dayList(list: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < list.length;) {
    let j = i;
    while (j + 1 < list.length && list[j + 1] === list[j]! + 1) j++;
    parts.push(
      j - i >= 2
        ? `${dayCodes[list[i]!]}-${dayCodes[list[j]!]}`
        : list
            .slice(i, j + 1)
            .map((d) => dayCodes[d])
            .join(','),
    );
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * The weekly closing days of a line: 「（火曜定休）」, 「定休日：火曜・水曜」. 「第2水曜」 closes one
 * week in four, so that day stays open in the weekly rule; holidays have no schema.org day.
 */
function closedDays(line: string): number[] {
  const after = /定休日?\s*[:：]\s*([^)）]*)/.exec(line)?.[1];
  const before = /([^)）(（]*?)定休/.exec(line)?.[1];
  return days((after ?? before ?? '').replace(/第\d[^、・,]*?曜日?/g, '').replace(/祝祭?日?|毎週/g, ''));
}

const pad = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`;

/**
 * schema.org `openingHours` from the hours as a Japanese editor writes them, one rule per line:
 * 「10:00〜18:00（火曜定休）」, 「月〜金 9:30〜18:00」, 「土・日・祝 10:00〜17:00」, or schema.org's own
 * 「Mo-Fr 09:00-18:00」. A line it cannot read is left out (the visible card still shows it);
 * holidays (祝) have no schema.org day and are ignored.
 */
export function openingHoursSpec(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/\r?\n|[/／]/)
    .map((line) => line.trim())
    .flatMap((line) => {
      if (schemaHours.test(line)) return [line];
      const times = [...line.matchAll(new RegExp(time, 'g'))];
      if (times.length < 2) return [];
      const [open, close] = [times[0]!, times[1]!];
      const hours = `${pad(open[1]!, open[2]!)}-${pad(close[1]!, close[2]!)}`;
      const before = line
        .slice(0, open.index)
        .replace(/平日/g, '月〜金')
        .replace(/祝祭?日?|毎日/g, '');
      let openDays = days(before);
      if (!openDays.length) openDays = [0, 1, 2, 3, 4, 5, 6];
      const off = new Set(closedDays(line));
      openDays = openDays.filter((d) => !off.has(d));
      return openDays.length ? [`${dayList(openDays)} ${hours}`] : [];
    });
}

function parseList<T>(value: unknown, schema: z.ZodType<T>, max: number): T[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, max).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const schemaContacts = (value: unknown) => parseList(value, schemaContactSchema, 10);
export const schemaOffers = (value: unknown) => parseList(value, offerSchema, 30);

export interface BusinessInput {
  type: 'AutoDealer' | 'AutoRepair';
  name: string;
  description?: string;
  /** Absolute URL of the image. */
  image?: string | null;
  keywords?: string;
  opening_hours?: string;
  payment_accepted?: string;
  price_range?: string;
  address: string;
  latitude?: number;
  longitude?: number;
  contact_info: unknown;
  offers_info: unknown;
  /** The site's origin, to make the offers' site paths absolute. */
  origin: string;
}

/** An http(s) URL, or a site path made absolute; anything else is left out. */
export function absoluteUrl(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url)) return new URL(url, origin).href;
  return undefined;
}

export function businessJsonLd(input: BusinessInput): Record<string, unknown> {
  const contacts = schemaContacts(input.contact_info);
  const telephone = contacts.flatMap((c) => (c.type === 'phone' ? [phoneLink(c.value)?.href.slice(4)] : [])).find(Boolean);
  const email = contacts.flatMap((c) => (c.type === 'email' ? [emailLink(c.value)?.display] : [])).find(Boolean);
  const hours = input.opening_hours ? openingHoursSpec(input.opening_hours) : [];
  const keywords = (input.keywords ?? '')
    .split(/[,、，]/)
    .map((k) => k.trim())
    .filter(Boolean);
  const offers = schemaOffers(input.offers_info).flatMap((offer) => {
    const item = {
      '@type': 'Offer',
      category: offer.category || undefined,
      description: offer.description || undefined,
      url: absoluteUrl(offer.url, input.origin),
    };
    return item.category || item.description ? [item] : [];
  });
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': input.type,
    name: input.name,
    description: input.description || undefined,
    image: input.image || undefined,
    keywords: keywords.length ? keywords.join(', ') : undefined,
    openingHours: hours.length ? hours : undefined,
    paymentAccepted: input.payment_accepted || undefined,
    priceRange: input.price_range || undefined,
    address: { '@type': 'PostalAddress', ...parseJapaneseAddress(input.address), addressCountry: 'JP' },
    geo: isPlaceable(input.latitude, input.longitude)
      ? { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude }
      : undefined,
    telephone,
    email,
    makesOffer: offers.length ? offers : undefined,
  };
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

/**
 * JSON for a <script> element: `<`, `>`, `&` and the two line separators as \u escapes, so no
 * value can close the element (`</script>`) or open a comment, and the JSON still parses the same.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
