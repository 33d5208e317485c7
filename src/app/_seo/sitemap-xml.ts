/** XML of the sitemaps protocol (sitemaps.org 0.9): a URL set and a sitemap index. */

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

/** Largest number of URLs the protocol allows in one file is 50,000; we split at 10,000 to keep files small. */
export const urlsPerSitemap = 10_000;

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

function document(root: 'urlset' | 'sitemapindex', body: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}${body.length ? '\n' : ''}</${root}>\n`;
}

export const urlsetXml = (entries: SitemapEntry[]) =>
  document(
    'urlset',
    entries.map((e) => entryXml('url', e)),
  );

export const sitemapIndexXml = (entries: SitemapEntry[]) =>
  document(
    'sitemapindex',
    entries.map((e) => entryXml('sitemap', e)),
  );

/** The answer of a sitemap route: search engines refetch on their own schedule, so keep proxies short. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}

/** Latest of the dates, or undefined for none. */
export function latest(dates: (Date | undefined)[]): Date | undefined {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}
