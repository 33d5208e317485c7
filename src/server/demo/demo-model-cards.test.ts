import { describe, expect, it } from 'vitest';
import { modelFamilies } from '@/features/stock/constants';
import { parseStockUrl } from '@/features/stock/url-state';
import { demoCatalogueDocument } from '@/features/models/demo-catalogue';
import { demoModelCards, modelPagePaths, modelStockUrl } from './demo-model-cards';
import { demoPages } from './demo-site';

describe('demo model cards', () => {
  it('link each family to the stock search with exactly its models ticked', () => {
    for (const family of ['range_rover_family', 'defender_family', 'discovery_family']) {
      const url = new URL(modelStockUrl(family), 'http://localhost');
      expect(url.pathname).toBe('/stock');
      // Strict parsing: the link is a valid stock URL, not merely tolerated.
      const { search } = parseStockUrl(url.searchParams, 'strict');
      expect(search.checkbox).toEqual({ models: [...modelFamilies[family]!] });
      expect(search.page).toBe(1);
    }
  });

  it('gives every card a link to its own model page, a page of the demo site that the catalogue names', () => {
    expect(demoModelCards.map((c) => [c.title, c.link.url])).toEqual([
      ['レンジローバー', '/models/range-rover'],
      ['ディフェンダー', '/models/defender'],
      ['ディスカバリー', '/models/discovery'],
    ]);
    const pagePaths = new Set(demoPages.map((p) => p.path));
    expect(demoModelCards.filter((c) => !pagePaths.has(c.link.url))).toEqual([]);
    const named = new Set(demoCatalogueDocument().nameplates.flatMap((n) => (n.page_path ? [n.page_path] : [])));
    expect([...named].sort()).toEqual(Object.values(modelPagePaths).sort());
  });
});
