import 'server-only';
import { fetchSettingsUrl } from '@/features/settings/outbound.server';
import { getSetting } from '@/features/settings/settings.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { refreshingValue } from '@/lib/refreshing-value.server';
import { readOffers, type Offer } from './offer';

/**
 * The offers list (site.md §4 "Offers are fetched once", §7 `GET` the URL of `mena.offers_api_url`:
 * an array; a string answer counts as empty; §8 a missing URL logs 'Missing api url:
 * mena.offers_api_url'). Fetched through the outbound guard once per instance and refreshed every
 * 15 minutes in the background (docs/decisions/0044). Never throws: a failure — no answer, an
 * error status, an answer that is neither a list nor text — is logged and the last good list (or
 * an empty one) is answered.
 */
export const offersTiming = { freshMs: 15 * 60_000, retryMs: 60_000, timeoutMs: 5000, maxBytes: 512 * 1024 } as const;

const lists = refreshingValue<Offer[]>({ tag: cacheTags.offers, freshMs: offersTiming.freshMs, retryMs: offersTiming.retryMs });

async function fetchOffers(url: string): Promise<Offer[]> {
  let text: string;
  try {
    const response = await fetchSettingsUrl(url, { timeoutMs: offersTiming.timeoutMs, maxBytes: offersTiming.maxBytes });
    if (response.status < 200 || response.status > 299) throw new Error(`the offers URL answered ${response.status}`);
    text = response.text;
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'offers unavailable');
    throw error;
  }
  const reading = readOffers(text);
  if (reading.kind === 'text') logger.info('the offers URL answered text, not a list: no offers');
  if (reading.kind === 'unexpected') {
    // Not the documented answer (an error object, say): keep what was there and ask again soon.
    logger.error({ problem: reading.problem }, 'the offers URL did not answer a list');
    throw new Error(reading.problem);
  }
  if (reading.kind === 'list' && reading.dropped) logger.warn({ dropped: reading.dropped }, 'offers without car_model_key were dropped');
  return reading.offers;
}

/** The current offers; empty when none are set up or the source has not answered usefully. */
export async function getOffers(): Promise<Offer[]> {
  return (await loadOffers()) ?? [];
}

/**
 * The current offers, or undefined while the source has never answered usefully: the offers
 * strategy tells "no offers" (hide) from "could not be checked" (the fallback, decision 0048).
 */
export async function loadOffers(): Promise<Offer[] | undefined> {
  const url = await getSetting('mena.offers_api_url');
  if (!url) {
    logger.warn('Missing api url: mena.offers_api_url');
    return [];
  }
  return lists.get(url, () => fetchOffers(url));
}

/** Forget the fetched offers (tests). */
export function resetOffers(): void {
  lists.reset();
}
