import type { Offer } from '@/features/offers/offer';
import { normaliseValue, type DcStrategy, type DcValue } from './strategy';

/**
 * The rules of site.md §4–§5, given what a strategy's source has (docs/decisions/0048):
 *
 * - `unset`: the model list is not set up — "missing model list means show" ("no data keeps
 *   content visible");
 * - `refused`: a strategy that needs settings which are missing (the external strategy's api key or
 *   address, REFFINE_SL's api_base_url or lists_to_check) cannot say yes: hidden, and logged;
 * - `failed`: the source has never answered usefully — "a failed check shows the block fallback";
 * - `names`: the allowed model names (normalised): the value must be among them, so an empty
 *   result hides ("needs a non-empty result");
 * - `offers`: "empty offer list means hide"; a string value is a category; all given fields must
 *   match one offer.
 */
export type StrategySource =
  | { kind: 'unset' }
  | { kind: 'refused' }
  | { kind: 'failed' }
  | { kind: 'names'; names: ReadonlySet<string> }
  | { kind: 'offers'; offers: readonly Offer[] };

export type Verdict = 'show' | 'hide' | 'failed';
/** What the visitor gets: the content, nothing, or the block error (site.md §8 "Block loading failure"). */
export type Visibility = 'show' | 'hide' | 'error';

/** A list of values means "any of these". */
const candidates = (value: string | readonly string[]): string[] => (typeof value === 'string' ? [value] : [...value]);

export function amongNames(value: string | readonly string[], names: ReadonlySet<string>): boolean {
  return candidates(value).some((v) => v.trim() !== '' && names.has(normaliseValue(v)));
}

function fieldMatches(offerValue: Offer[string] | undefined, wanted: string | number | boolean): boolean {
  if (offerValue === undefined || offerValue === null) return false;
  return normaliseValue(String(offerValue)) === normaliseValue(String(wanted));
}

/** Whether one offer has every given field; a string (or list of strings) value is a category. */
export function matchesAnOffer(value: DcValue, offers: readonly Offer[]): boolean {
  if (offers.length === 0) return false;
  const wanted: Record<string, string | number | boolean>[] =
    typeof value === 'object' && !Array.isArray(value)
      ? [value]
      : candidates(value)
          .filter((category) => category.trim() !== '')
          .map((category) => ({ category }));
  return wanted.some((fields) =>
    offers.some((offer) =>
      Object.entries(fields).every(([name, v]) => fieldMatches(Object.hasOwn(offer, name) ? offer[name] : undefined, v)),
    ),
  );
}

export function verdictOf(value: DcValue, source: StrategySource): Verdict {
  switch (source.kind) {
    case 'unset':
      return 'show';
    case 'refused':
      return 'hide';
    case 'failed':
      return 'failed';
    case 'names':
      return typeof value === 'object' && !Array.isArray(value) ? 'hide' : amongNames(value, source.names) ? 'show' : 'hide';
    case 'offers':
      return matchesAnOffer(value, source.offers) ? 'show' : 'hide';
  }
}

/**
 * What a verdict shows. A failed check shows the fallback: the strategy's own `fallback` when it
 * says `show`/`true` or `hide`/`false`, otherwise `onFailure` — the block error for a block, nothing
 * for a quick-link item (a floating button has no room for an error box).
 */
export function visibilityOf(verdict: Verdict, fallback: DcStrategy['fallback'], onFailure: 'error' | 'hide'): Visibility {
  if (verdict !== 'failed') return verdict;
  const chosen = typeof fallback === 'string' ? normaliseValue(fallback) : fallback;
  if (chosen === true || chosen === 'show' || chosen === 'true') return 'show';
  if (chosen === false || chosen === 'hide' || chosen === 'false') return 'hide';
  return onFailure;
}
