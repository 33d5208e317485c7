import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { pages, vehicles } from '@/db/schema';
import { isLive } from '@/features/pages/visibility';
import { getSetting } from '@/features/settings/settings.server';
import { slugSource, vehiclePath } from '@/features/stock/vehicle';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { env } from '@/lib/env.server';
import { urlsPerSitemap, type SitemapEntry } from './sitemap-xml';

/**
 * What the sitemaps list, read through the data cache under the pages and stock tags: saving a
 * page or importing stock invalidates them on every instance, so no restart is needed.
 */

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** A locked site (sign-in required) lists nothing: search engines could not open the pages. */
export async function siteIsLocked(): Promise<boolean> {
  return getSetting('auth.require_user_login');
}

type PageCandidate = Pick<
  typeof pages.$inferSelect,
  'path' | 'status' | 'publishAt' | 'unpublishAt' | 'disableSeoTracking' | 'canonicalUrl' | 'updatedAt'
>;

function pageCandidates(): Promise<PageCandidate[]> {
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

/**
 * Pages a visitor can open now (publish windows are checked per request, as the proxy does),
 * without noindex (`disable_seo_tracking`), and only at their own URL: a page whose canonical URL
 * points elsewhere is a duplicate, and a sitemap lists canonical URLs only.
 */
export async function pageEntries(now = new Date()): Promise<SitemapEntry[]> {
  return (await pageCandidates())
    .filter((page) => isLive(page, now) && !page.disableSeoTracking)
    .filter((page) => !page.canonicalUrl || absolute(page.canonicalUrl) === absolute(page.path))
    .map((page) => ({ loc: absolute(page.path), lastmod: page.updatedAt }));
}

export interface VehicleChunk {
  /** 1-based number of the file, /sitemap/vehicles-<n>.xml. */
  number: number;
  lastmod: Date;
}

/** The vehicle sitemap files and the latest change in each (listed vehicles in id order, `size` to a file). */
export function vehicleChunks(size = urlsPerSitemap): Promise<VehicleChunk[]> {
  return cached(`sitemap:vehicle-chunks:${size}`, [cacheTags.stockAll], async () => {
    const db = await getDb();
    const numbered = db
      .select({
        updatedAt: vehicles.updatedAt,
        chunk: sql<number>`(row_number() over (order by ${vehicles.id}) - 1) / ${size}::int + 1`.as('chunk'),
      })
      .from(vehicles)
      .where(eq(vehicles.listed, true))
      .as('numbered');
    const rows = await db
      .select({ number: numbered.chunk, lastmod: sql<Date | string>`max(${numbered.updatedAt})` })
      .from(numbered)
      .groupBy(numbered.chunk)
      .orderBy(numbered.chunk);
    return rows.map((r) => ({ number: Number(r.number), lastmod: new Date(r.lastmod) }));
  });
}

/** The canonical vehicle page URLs of one file; empty past the last file. */
export function vehicleEntries(number: number, size = urlsPerSitemap): Promise<SitemapEntry[]> {
  return cached(`sitemap:vehicles:${size}:${number}`, [cacheTags.stockAll], async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.listed, true))
      .orderBy(asc(vehicles.id))
      .limit(size)
      .offset((number - 1) * size);
    return rows.map((row) => ({ loc: absolute(vehiclePath(slugSource(row))), lastmod: row.updatedAt }));
  });
}
