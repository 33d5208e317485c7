import { latest, type SitemapEntry } from './sitemap-xml';

/** The files below /sitemap/: one of pages, and numbered files of vehicles. */
export type SitemapFile = { kind: 'pages' } | { kind: 'vehicles'; number: number };

export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^vehicles-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: 'vehicles', number: Number(match[1]) } : null;
}

export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'pages' ? '/sitemap/pages.xml' : `/sitemap/vehicles-${file.number}.xml`;
}

/** The index: the pages file (dated by its latest page), then each vehicle file with its latest change. */
export function sitemapIndexEntries(
  siteUrl: string,
  pages: SitemapEntry[],
  vehicleChunks: { number: number; lastmod: Date }[],
): SitemapEntry[] {
  const loc = (file: SitemapFile) => new URL(sitemapFilePath(file), siteUrl).toString();
  return [
    { loc: loc({ kind: 'pages' }), lastmod: latest(pages.map((p) => p.lastmod)) },
    ...vehicleChunks.map(({ number, lastmod }) => ({ loc: loc({ kind: 'vehicles', number }), lastmod })),
  ];
}
