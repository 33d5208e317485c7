import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { pages } from '@/db/schema';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';

export type SitemapPage = Pick<
  typeof pages.$inferSelect,
  'path' | 'status' | 'publishAt' | 'unpublishAt' | 'disableSeoTracking' | 'canonicalUrl' | 'updatedAt'
>;

/**
 * Every page (not folders or redirects) with what a sitemap decides on: publish window, noindex,
 * canonical URL, last change. Cached under the pages tag, so a save shows on every instance.
 */
export function sitemapPages(): Promise<SitemapPage[]> {
  return cached('sitemap:pages', [cacheTags.pages], async () => {
    const db = await getDb();
    return db
      .select({
        path: pages.path,
        status: pages.status,
        publishAt: pages.publishAt,
        unpublishAt: pages.unpublishAt,
        disableSeoTracking: pages.disableSeoTracking,
        canonicalUrl: pages.canonicalUrl,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(eq(pages.pageType, 'page'))
      .orderBy(asc(pages.path));
  });
}
