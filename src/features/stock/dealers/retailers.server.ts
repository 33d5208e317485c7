import 'server-only';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { refreshingValue } from '@/lib/refreshing-value.server';
import { parseDealersEndpoint } from '../dealers-endpoint';
import { listingDealers, parseDealerQuery } from './listing-dealers.server';
import { readRetailers, type Retailer } from './retailer-answer';

/**
 * Retailers from a dealers endpoint of settings (site.md §7 dealer endpoints, §8 "Missing dealers
 * endpoint | logs 'No API URL has been provided', returns empty list"). Our own retailers API is
 * read from the dealers table (cached until the listing's stock changes); another service is
 * fetched through the outbound guard once per instance and refreshed every hour in the background
 * (decision 0044). Never throws: a visitor sees fewer retailers, never an error.
 */
export const retailersTiming = { freshMs: 60 * 60_000, retryMs: 5 * 60_000, timeoutMs: 5000, maxBytes: 512 * 1024 } as const;

const remote = refreshingValue<Retailer[]>({
  tag: cacheTags.retailers,
  freshMs: retailersTiming.freshMs,
  retryMs: retailersTiming.retryMs,
});

async function fetchRetailers(url: string): Promise<Retailer[]> {
  let body: unknown;
  try {
    body = await fetchSettingsJson(url, { timeoutMs: retailersTiming.timeoutMs, maxBytes: retailersTiming.maxBytes });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'retailers unavailable');
    throw error;
  }
  const retailers = readRetailers(body);
  if (!retailers) {
    logger.error('the dealers endpoint did not answer a list of retailers');
    throw new Error('no list of retailers');
  }
  return retailers;
}

async function ownRetailers(listingId: string, query: URLSearchParams): Promise<Retailer[]> {
  return cached(`retailers:${listingId}?${query}`, [cacheTags.stock(listingId)], async () => {
    // The same answer as GET /public_api/listing/{id}/retailers, read without a request to ourselves.
    const { dealers } = await listingDealers(listingId, parseDealerQuery(query));
    return readRetailers(dealers) ?? [];
  });
}

export async function getRetailers(endpoint: string): Promise<Retailer[]> {
  if (!endpoint) {
    logger.warn('No API URL has been provided');
    return [];
  }
  const target = parseDealersEndpoint(endpoint);
  if (!target) {
    logger.warn({ endpoint }, 'the dealers endpoint is neither our retailers API nor an http(s) URL');
    return [];
  }
  if (target.kind === 'remote') return (await remote.get(target.url, () => fetchRetailers(target.url))) ?? [];
  try {
    return await ownRetailers(target.listingId, target.query);
  } catch (error) {
    logger.warn({ err: (error as Error).message, listing: target.listingId }, 'retailers of our own listing unavailable');
    return [];
  }
}

/** Forget the fetched retailers (tests). */
export function resetRetailers(): void {
  remote.reset();
}
