import 'server-only';
import { cacheTags } from '@/lib/cache-tags';
import { LRUCache } from 'lru-cache';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { getSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import { refreshingValue, type RefreshingValue } from '@/lib/refreshing-value.server';
import { readCollectionFeed, type CollectionItem } from './collection-item';
import { fillFeedUrl, type FeedUrlValues } from './feed-url';

/**
 * Collection feeds (decision 0060): the URL of `collections.feed_url` filled with a block's fields,
 * fetched on the server only, through the outbound guard (decision 0044: https, a host of
 * `outbound.allowed_hosts`, public addresses, a deadline and a size cap). Each distinct URL is kept
 * per instance like the offers list — the first read waits, later ones answer from memory, a
 * background refresh after `freshMs`, a failure retried after `retryMs` while the last good items
 * stay — and a refresh that brings other items re-renders the pages that showed them. Distinct URLs
 * are bounded (least recently read dropped first), since every block with another collection or
 * market makes one. Never throws for the feed's sake: a failure is logged here and answered as
 * `unavailable`.
 */
export const collectionFeedTiming = { freshMs: 5 * 60_000, retryMs: 60_000, timeoutMs: 3000, maxBytes: 256 * 1024 } as const;
export const collectionFeedMaxUrls = 50;

/** Bumped when a refresh brings other items: the rendered pages that showed a feed are rendered again. */
export const collectionFeedTag = cacheTags.collectionFeed;

export type CollectionFeed =
  | { status: 'ok'; items: CollectionItem[] }
  /** `collections.feed_url` is empty. */
  | { status: 'unconfigured' }
  /** Refused, failed or answered nothing usable, and no earlier answer to fall back on. */
  | { status: 'unavailable' };

/** What a block asks its feed for: its fields, which fill the URL template. */
export interface CollectionFeedRequest extends FeedUrlValues {
  lang: string;
  market: string;
  collection: string;
  limit: number;
  grouped: boolean;
}

const feeds = new LRUCache<string, RefreshingValue<CollectionItem[]>>({ max: collectionFeedMaxUrls });

function feedAt(url: string): RefreshingValue<CollectionItem[]> {
  let feed = feeds.get(url);
  if (!feed) {
    feed = refreshingValue<CollectionItem[]>({
      tag: collectionFeedTag,
      freshMs: collectionFeedTiming.freshMs,
      retryMs: collectionFeedTiming.retryMs,
    });
    feeds.set(url, feed);
  }
  return feed;
}

/** The host only: the query may carry a key. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid URL';
  }
}

async function fetchItems(url: string): Promise<CollectionItem[]> {
  let body: unknown;
  try {
    body = await fetchSettingsJson(url, {
      headers: { accept: 'application/json' },
      timeoutMs: collectionFeedTiming.timeoutMs,
      maxBytes: collectionFeedTiming.maxBytes,
    });
  } catch (error) {
    logger.warn({ host: hostOf(url), err: (error as Error).message }, 'collection feed unavailable');
    throw error;
  }
  const reading = readCollectionFeed(body);
  if (!reading.ok) {
    logger.error({ host: hostOf(url), problem: reading.problem }, 'collection feed answer does not fit');
    throw new Error(reading.problem);
  }
  if (reading.dropped) logger.warn({ host: hostOf(url), dropped: reading.dropped }, 'collection feed items that do not fit were dropped');
  return reading.items;
}

/** The items of one block's feed, at most the feed's own `limit` (and never more than the spec's 10). */
export async function loadCollectionFeed(request: CollectionFeedRequest): Promise<CollectionFeed> {
  const template = await getSetting('collections.feed_url');
  if (!template) {
    logger.warn('Missing feed url: collections.feed_url (collection slider feed blocks show nothing)');
    return { status: 'unconfigured' };
  }
  const url = fillFeedUrl(template, request);
  const items = await feedAt(url).get(url, () => fetchItems(url));
  if (!items) return { status: 'unavailable' };
  return { status: 'ok', items: items.slice(0, Math.max(0, request.limit)) };
}

/** Forget every fetched feed (tests). */
export function resetCollectionFeeds(): void {
  feeds.clear();
}
