import 'server-only';
import { LRUCache } from 'lru-cache';
import { env } from './env.server';
import { estimateBytes } from './estimate-bytes';
import { broadcastTags, startInvalidationListener, stopInvalidationBus } from './invalidation-bus.server';
import { logger } from './logger.server';
import { onShutdown } from './shutdown';
import { tagCurrentRender } from './render-tags.server';
import { bumpEpoch, bumpTags, tagClock, tagVersion, versionLabel } from './tag-versions';

/**
 * Read-through cache for data that pages and APIs read often and that changes only when someone
 * changes it (settings, pages, navigation, images, stock search results). Bounded by entry count
 * and by an estimate of the bytes it holds (least recently used entries go first), so no input —
 * however many distinct queries — can grow memory beyond `CACHE_MAX_MB`. Entries never expire by
 * time: they are dropped when one of their tags is invalidated, on this instance and, through the
 * invalidation bus, on every other instance.
 */
interface Entry {
  value: unknown;
  tags: readonly string[];
  /** `tag@version#epoch` labels recorded when the value was loaded. */
  labels: readonly string[];
}

interface InFlight {
  promise: Promise<unknown>;
  tags: readonly string[];
}

interface CacheState {
  lru: LRUCache<string, Entry>;
  inflight: Map<string, InFlight>;
}

const key = Symbol.for('brand-site.cache');
const g = globalThis as unknown as Record<symbol, CacheState | undefined>;

function state(): CacheState {
  return (g[key] ??= {
    lru: new LRUCache<string, Entry>({
      max: env().CACHE_MAX_ENTRIES,
      maxSize: env().CACHE_MAX_MB * 1024 * 1024,
      // A value larger than a tenth of the cache is not worth evicting everything else for.
      maxEntrySize: Math.floor((env().CACHE_MAX_MB * 1024 * 1024) / 10),
      sizeCalculation: (entry, cacheKey) => Math.max(1, cacheKey.length * 2 + estimateBytes(entry.value)),
    }),
    inflight: new Map(),
  });
}

function labelsOf(tags: readonly string[]): string[] {
  return tags.map((tag) => versionLabel(tag, tagVersion(tag)));
}

/**
 * The value under `cacheKey`, loaded by `load` on a miss. Concurrent misses share one load. A load
 * that was overtaken by an invalidation of one of its tags is returned to its callers but not kept,
 * and so is a value `keep` refuses (e.g. "no such page": cheap to find again, and keyed by input).
 */
export function cached<T>(
  cacheKey: string,
  tags: readonly string[],
  load: () => Promise<T>,
  { keep = () => true }: { keep?: (value: T) => boolean } = {},
): Promise<T> {
  const { lru, inflight } = state();
  const hit = lru.get(cacheKey);
  if (hit) {
    tagCurrentRender(hit.labels);
    return Promise.resolve(hit.value as T);
  }
  const pending = inflight.get(cacheKey);
  if (pending) {
    tagCurrentRender(labelsOf(pending.tags));
    return pending.promise as Promise<T>;
  }
  const labels = labelsOf(tags);
  tagCurrentRender(labels);
  const epoch = tagClock.epoch;
  const promise = load().then(
    (value) => {
      if (inflight.get(cacheKey)?.promise === promise) inflight.delete(cacheKey);
      const overtaken = epoch !== tagClock.epoch || labels.some((label, i) => label !== versionLabel(tags[i]!, tagVersion(tags[i]!)));
      if (!overtaken && keep(value)) lru.set(cacheKey, { value, tags, labels });
      return value;
    },
    (error: unknown) => {
      if (inflight.get(cacheKey)?.promise === promise) inflight.delete(cacheKey);
      throw error;
    },
  );
  inflight.set(cacheKey, { promise, tags });
  return promise;
}

/**
 * Code that keeps its own derived state (the stock facet index) and wants to update it in place
 * when a tag with this prefix is invalidated, here or on another instance, instead of throwing it
 * away. Handlers run after the cached values are dropped and must not throw.
 */
const tagHooksKey = Symbol.for('brand-site.cache-tag-hooks');
const tagHooks: Map<string, (tag: string) => void> = ((globalThis as unknown as Record<symbol, Map<string, (tag: string) => void>>)[
  tagHooksKey
] ??= new Map());

export function onTagInvalidated(prefix: string, handler: (tag: string) => void): void {
  tagHooks.set(prefix, handler);
}

/** Drops what these tags cover on this instance only (also what the bus calls for other instances). */
export function invalidateLocally(tags: readonly string[]): void {
  const { lru, inflight } = state();
  const set = new Set(tags);
  bumpTags(tags);
  const covered = (entryTags: readonly string[]) => entryTags.some((t) => set.has(t));
  for (const k of [...lru.keys()]) if (covered(lru.peek(k)?.tags ?? [])) lru.delete(k);
  for (const [k, flight] of [...inflight]) if (covered(flight.tags)) inflight.delete(k);
  for (const tag of tags) for (const [prefix, handler] of tagHooks) if (tag.startsWith(prefix)) handler(tag);
}

/**
 * Invalidates data and rendered pages tagged with any of `tags`, here at once and on every other
 * instance through the invalidation bus. Resolves once the broadcast is sent; never rejects.
 */
export async function invalidateTags(...tags: string[]): Promise<void> {
  invalidateLocally(tags);
  await broadcastTags(tags);
}

/** Forget everything (tests; and an instance that may have missed invalidations). */
export function clearCache(): void {
  const { lru, inflight } = state();
  lru.clear();
  inflight.clear();
  bumpEpoch();
}

/** Subscribes this instance to other instances' invalidations; called once at server start. */
export function listenForInvalidations(): void {
  startInvalidationListener({
    onTags: (tags) => invalidateLocally(tags),
    onGap: () => {
      logger.warn('invalidations may have been missed while disconnected: dropping every cached value and page');
      clearCache();
    },
  });
  onShutdown(stopInvalidationBus);
}

/** Entry count and estimated bytes, for the memory bench and health diagnostics. */
export function cacheStats(): { entries: number; bytes: number; maxBytes: number } {
  const { lru } = state();
  return { entries: lru.size, bytes: lru.calculatedSize, maxBytes: lru.maxSize };
}
