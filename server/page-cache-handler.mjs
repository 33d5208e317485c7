// @ts-check
/**
 * Next.js cache handler for rendered pages (next.config.ts `cacheHandler`): rendered HTML and RSC
 * payloads kept in memory, bounded by PAGE_CACHE_MAX_MB (least recently used first), nothing
 * written to disk. An entry is served only while every `tag@version#epoch` label its render
 * recorded (src/lib/render-tags.server.ts) is still current in the shared tag clock
 * (src/lib/tag-versions.ts): invalidating a tag — here or on another instance through the
 * invalidation bus — makes exactly the pages that read it render again on their next request.
 */
import { LRUCache } from 'lru-cache';

const clockKey = Symbol.for('brand-site.tag-versions');
const stateKey = Symbol.for('brand-site.page-cache');
const labelPattern = /^(.*)@(\d+)#(\d+)$/;

/** @typedef {{ versions: Map<string, number>, epoch: number }} TagClock */
/** @typedef {{ value: any, lastModified: number, labels: string[], tags: string[] }} PageEntry */

/** @returns {TagClock} */
function clock() {
  const g = /** @type {Record<symbol, TagClock | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[clockKey] ??= { versions: new Map(), epoch: 0 });
}

/** @returns {{ entries: LRUCache<string, PageEntry>, revalidatedAt: Map<string, number> }} */
function state() {
  const g = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
  return (g[stateKey] ??= {
    entries: new LRUCache({
      maxSize: Number(process.env.PAGE_CACHE_MAX_MB || 48) * 1024 * 1024,
      sizeCalculation: (/** @type {PageEntry} */ entry, /** @type {string} */ key) => key.length + sizeOf(entry.value),
    }),
    revalidatedAt: new Map(),
  });
}

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === 'string') size += value.html.length;
  else if (value.html?.length) size += value.html.length;
  if (value.rscData?.length) size += value.rscData.length;
  if (value.body?.length) size += value.body.length;
  if (value.segmentData instanceof Map) for (const [k, v] of value.segmentData) size += k.length + (v?.length ?? 0);
  if (typeof value.postponed === 'string') size += value.postponed.length;
  return size;
}

/** @param {string} label */
export function isLabelStale(label) {
  const match = labelPattern.exec(label);
  if (!match) return false;
  const { versions, epoch } = clock();
  return Number(match[3]) !== epoch || Number(match[2]) !== (versions.get(/** @type {string} */ (match[1])) ?? 0);
}

/**
 * @param {any} data
 * @param {any} ctx
 */
function tagsOf(data, ctx) {
  const header = data?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  const fromCtx = Array.isArray(ctx?.tags) ? ctx.tags : [];
  return [...new Set([...fromHeader, ...fromCtx].filter(Boolean))];
}

export default class PageCacheHandler {
  /** @param {unknown} _options */
  constructor(_options) {}

  /**
   * @param {string} key
   * @param {any} [ctx]
   */
  async get(key, ctx) {
    const { entries, revalidatedAt } = state();
    const entry = entries.get(key);
    if (!entry) return null;
    const softTags = Array.isArray(ctx?.softTags) ? ctx.softTags : [];
    const revalidated = [...entry.tags, ...softTags].some((tag) => (revalidatedAt.get(tag) ?? 0) > entry.lastModified);
    if (revalidated || entry.labels.some(isLabelStale)) {
      entries.delete(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} [ctx]
   */
  async set(key, data, ctx) {
    const { entries } = state();
    if (!data) {
      entries.delete(key);
      return;
    }
    const tags = tagsOf(data, ctx);
    const labels = tags.filter((t) => labelPattern.test(t));
    // A render that read something already invalidated while it ran is not worth keeping.
    if (labels.some(isLabelStale)) return;
    entries.set(key, { value: data, lastModified: Date.now(), labels, tags });
  }

  /** Next's own revalidateTag/revalidatePath (the application invalidates through the tag clock). @param {string | string[]} tags */
  async revalidateTag(tags) {
    const { revalidatedAt } = state();
    const now = Date.now();
    for (const tag of Array.isArray(tags) ? tags : [tags]) revalidatedAt.set(tag, now);
  }

  resetRequestCache() {}
}

/** For tests and diagnostics. */
export function pageCacheStats() {
  const { entries } = state();
  return { entries: entries.size, bytes: entries.calculatedSize };
}
