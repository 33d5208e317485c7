import 'server-only';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/**
 * Records cache labels on the page render in progress, exactly as Next's own `unstable_cache`
 * does with its tags: they end up in the cached page's `x-next-cache-tags`, where the page cache
 * handler (server/page-cache-handler.mjs) checks them on every read. Outside a static render
 * (API routes, per-request pages, scripts, tests) there is nothing to record and this is a no-op.
 * Relies on Next internals (pinned next@16.4.5): the e2e test "a page change re-renders that page
 * only" fails if this stops working. See docs/decisions/0013.
 */
export function tagCurrentRender(labels: readonly string[]): void {
  const store = workUnitAsyncStorage.getStore() as { tags?: unknown } | undefined;
  if (!store || !Array.isArray(store.tags)) return;
  const tags = store.tags as string[];
  for (const label of labels) if (!tags.includes(label)) tags.push(label);
}
