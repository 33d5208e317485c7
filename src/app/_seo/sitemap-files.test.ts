import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapFilePath, sitemapIndexEntries } from './sitemap-files';

describe('sitemap files', () => {
  it('parses the file names the index lists, and nothing else', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('vehicles-1.xml')).toEqual({ kind: 'vehicles', number: 1 });
    expect(parseSitemapFile('vehicles-42.xml')).toEqual({ kind: 'vehicles', number: 42 });
    for (const name of ['vehicles-0.xml', 'vehicles-01.xml', 'vehicles-1.xml.gz', 'pages', 'vehicles.xml', '../pages.xml']) {
      expect(parseSitemapFile(name), name).toBeNull();
    }
  });

  it('round-trips a file through its path', () => {
    for (const file of [{ kind: 'pages' } as const, { kind: 'vehicles', number: 7 } as const]) {
      expect(parseSitemapFile(sitemapFilePath(file).replace('/sitemap/', ''))).toEqual(file);
    }
  });

  it('indexes the pages file by its latest page, then each vehicle file', () => {
    const pages = [
      { loc: 'https://example.jp/', lastmod: new Date('2026-01-01') },
      { loc: 'https://example.jp/about', lastmod: new Date('2026-02-01') },
    ];
    const chunks = [
      { number: 1, lastmod: new Date('2026-03-01') },
      { number: 2, lastmod: new Date('2026-03-02') },
    ];
    expect(sitemapIndexEntries('https://example.jp', pages, chunks)).toEqual([
      { loc: 'https://example.jp/sitemap/pages.xml', lastmod: new Date('2026-02-01') },
      { loc: 'https://example.jp/sitemap/vehicles-1.xml', lastmod: new Date('2026-03-01') },
      { loc: 'https://example.jp/sitemap/vehicles-2.xml', lastmod: new Date('2026-03-02') },
    ]);
  });
});
