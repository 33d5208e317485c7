import 'server-only';
import { publishedNewsPaths } from '@/features/news/news.server';
import { sitemapPages } from '@/features/pages/sitemap-pages.server';
import { isLive } from '@/features/pages/visibility';
import { getSetting } from '@/features/settings/settings.server';
import { listedVehicleChunks, listedVehiclePaths, type VehicleChunk } from '@/features/stock/vehicle-sitemap.server';
import { env } from '@/lib/env.server';
import { urlsPerSitemap, type SitemapEntry } from './sitemap-xml';

/**
 * What the sitemaps list, from the pages and stock features' cached reads (invalidated by the pages
 * and stock tags on every instance, so a save or an import needs no restart): which of them, at
 * which absolute URL.
 */

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** A locked site (sign-in required) lists nothing: search engines could not open the pages. */
export async function siteIsLocked(): Promise<boolean> {
  return getSetting('auth.require_user_login');
}

/**
 * Pages a visitor can open now (publish windows are checked per request, as the proxy does), then
 * the news articles they can read now,
 * without noindex (`disable_seo_tracking`), and only at their own URL: a page whose canonical URL
 * points elsewhere is a duplicate, and a sitemap lists canonical URLs only.
 */
export async function pageEntries(now = new Date()): Promise<SitemapEntry[]> {
  const [pages, news] = await Promise.all([sitemapPages(), publishedNewsPaths(now)]);
  const pageUrls = pages
    .filter((page) => isLive(page, now) && !page.disableSeoTracking)
    .filter((page) => !page.canonicalUrl || absolute(page.canonicalUrl) === absolute(page.path))
    .map((page) => ({ loc: absolute(page.path), lastmod: page.updatedAt }));
  // Published news articles (/news/{slug}) are pages of the site too, each dated by its last change.
  return [...pageUrls, ...news.map((article) => ({ loc: absolute(article.path), lastmod: article.updatedAt }))];
}

/** The vehicle sitemap files and the latest change in each (listed vehicles in id order, `size` to a file). */
export function vehicleChunks(size = urlsPerSitemap): Promise<VehicleChunk[]> {
  return listedVehicleChunks(size);
}

/** The canonical vehicle page URLs of one file; empty past the last file. */
export async function vehicleEntries(number: number, size = urlsPerSitemap): Promise<SitemapEntry[]> {
  return (await listedVehiclePaths(number, size)).map(({ path, updatedAt }) => ({ loc: absolute(path), lastmod: updatedAt }));
}
