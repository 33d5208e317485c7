import { parseJsonSafely, UnsafeJsonError } from '@/lib/safe-json';

/**
 * An offer from the offers list of `mena.offers_api_url` (site.md §3 "Offer: car_model_key plus
 * arbitrary filterable properties"; §5: the offers strategy matches given fields against them).
 * The shape kept (docs/decisions/0044): `car_model_key` (a non-empty string) and up to 50 more
 * properties whose values are scalars — text, finite numbers, booleans, null — the only values a
 * filter compares. Nested values are dropped from the offer; an item without `car_model_key` is
 * dropped from the list.
 */
export type OfferValue = string | number | boolean | null;
export type Offer = { car_model_key: string } & { [property: string]: OfferValue };

export const offerLimits = { items: 500, properties: 50, keyLength: 64, textLength: 2000 } as const;

const propertyName = /^[A-Za-z0-9_.-]+$/;

function isOfferValue(value: unknown): value is OfferValue {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.length <= offerLimits.textLength;
}

/** One item as an Offer, or null when it cannot be one. */
export function toOffer(item: unknown): Offer | null {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  const model = typeof record.car_model_key === 'string' ? record.car_model_key.trim() : '';
  if (model === '' || model.length > offerLimits.keyLength) return null;
  const offer: Offer = { car_model_key: model };
  let kept = 0;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'car_model_key' || kept >= offerLimits.properties) continue;
    if (key.length > offerLimits.keyLength || !propertyName.test(key) || !isOfferValue(value)) continue;
    offer[key] = value;
    kept++;
  }
  return offer;
}

export type OffersReading =
  /** An array: its usable items, and how many were not. */
  | { kind: 'list'; offers: Offer[]; dropped: number }
  /** Text, or a JSON string: "a string response counts as empty" (site.md §7). */
  | { kind: 'text'; offers: [] }
  /** Anything else (an object, a number, unsafe JSON): nothing usable. */
  | { kind: 'unexpected'; offers: []; problem: string };

/** The offers in the body of the offers URL's answer. */
export function readOffers(text: string): OffersReading {
  let body: unknown;
  try {
    body = parseJsonSafely(text);
  } catch (error) {
    if (error instanceof UnsafeJsonError && error.reason === 'syntax') return { kind: 'text', offers: [] };
    return { kind: 'unexpected', offers: [], problem: (error as Error).message };
  }
  if (typeof body === 'string') return { kind: 'text', offers: [] };
  if (!Array.isArray(body))
    return { kind: 'unexpected', offers: [], problem: `expected an array, got ${body === null ? 'null' : typeof body}` };
  const offers = body
    .slice(0, offerLimits.items)
    .map(toOffer)
    .filter((offer): offer is Offer => offer !== null);
  return { kind: 'list', offers, dropped: body.length - offers.length };
}
