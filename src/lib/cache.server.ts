import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Small read-through cache for published data, invalidated by tag on every change.
 * With PGlite there is exactly one process, so invalidation is immediate. With PostgreSQL and
 * several instances, entries also expire after `CACHE_TTL_MS`, bounding staleness on the others.
 */
interface Entry {
  value: Promise<unknown>;
  tags: string[];
  expires: number;
}

const key = Symbol.for('brand-site.cache');
const g = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>;
const store: Map<string, Entry> = (g[key] ??= new Map());

const CACHE_TTL_MS = process.env.DATABASE_URL ? 5_000 : Number.POSITIVE_INFINITY;

export function cached<T>(cacheKey: string, tags: string[], load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(cacheKey);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  store.set(cacheKey, { value, tags, expires: now + CACHE_TTL_MS });
  // A failed load must not be remembered.
  value.catch(() => {
    if (store.get(cacheKey)?.value === value) store.delete(cacheKey);
  });
  return value;
}

export function invalidateTags(...tags: string[]): void {
  for (const [k, entry] of store) {
    if (entry.tags.some((t) => tags.includes(t))) store.delete(k);
  }
  revalidateRenderedPages();
}

/**
 * Every cached entry feeds rendered pages (content, settings, navigation, images), so any change
 * re-renders them all on their next request. Outside a request (seed, tests) there is no page
 * cache to purge.
 */
function revalidateRenderedPages(): void {
  try {
    revalidatePath('/', 'layout');
  } catch {
    // no Next request context
  }
}

export function clearCache(): void {
  store.clear();
}
