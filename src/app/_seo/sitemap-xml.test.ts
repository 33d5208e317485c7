import { describe, expect, it } from 'vitest';
import { latest, sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes a URL set with escaped locations and ISO lastmod', () => {
    const xml = urlsetXml([
      { loc: 'https://example.jp/stock?a=1&b=<2>', lastmod: new Date('2026-03-31T01:02:03Z') },
      { loc: 'https://example.jp/about' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://example.jp/stock?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-03-31T01:02:03.000Z</lastmod></url>\n' +
        '<url><loc>https://example.jp/about</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index, and an empty one', () => {
    expect(sitemapIndexXml([{ loc: 'https://example.jp/sitemap/pages.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://example.jp/sitemap/pages.xml</loc></sitemap>\n</sitemapindex>',
    );
    expect(sitemapIndexXml([])).toMatch(/<sitemapindex [^>]+>\n<\/sitemapindex>\n$/);
  });

  it('takes the latest date', () => {
    expect(latest([new Date('2026-01-02'), undefined, new Date('2026-05-01'), new Date('2025-12-31')])).toEqual(new Date('2026-05-01'));
    expect(latest([])).toBeUndefined();
  });
});
