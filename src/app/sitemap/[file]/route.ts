import { pageEntries, siteIsLocked, vehicleEntries } from '../../_seo/sitemap-data.server';
import { parseSitemapFile } from '../../_seo/sitemap-files';
import { urlsetXml, xmlResponse } from '../../_seo/sitemap-xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** GET /sitemap/pages.xml and /sitemap/vehicles-<n>.xml — the files the index lists. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const file = parseSitemapFile((await params).file);
  if (!file) return notFound();
  if (await siteIsLocked()) return xmlResponse(urlsetXml([]));
  if (file.kind === 'pages') return xmlResponse(urlsetXml(await pageEntries()));
  const entries = await vehicleEntries(file.number);
  // Past the last file (the stock shrank since the index was read): not found, as for any unknown file.
  return entries.length ? xmlResponse(urlsetXml(entries)) : notFound();
}

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
