import { env } from '@/lib/env.server';
import { pageEntries, siteIsLocked, vehicleChunks } from '../_seo/sitemap-data.server';
import { sitemapIndexEntries } from '../_seo/sitemap-files';
import { sitemapIndexXml, xmlResponse } from '../_seo/sitemap-xml';

// Read per request from the data cache (invalidated by page saves and stock imports); never at build.
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml — the sitemap index: the pages file and one file per 10,000 listed vehicles. */
export async function GET(): Promise<Response> {
  if (await siteIsLocked()) return xmlResponse(sitemapIndexXml([]));
  const [pages, chunks] = await Promise.all([pageEntries(), vehicleChunks()]);
  return xmlResponse(sitemapIndexXml(sitemapIndexEntries(env().SITE_URL, pages, chunks)));
}
