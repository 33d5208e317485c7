import { describe, expect, it } from 'vitest';
import { modelFamilies } from '@/features/stock/constants';
import { parseStockUrl } from '@/features/stock/url-state';
import { demoModelCards, modelStockUrl } from './demo-model-cards';

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

  it('gives every card a link to its own family', () => {
    expect(demoModelCards.map((c) => [c.title, c.link.url])).toEqual([
      ['レンジローバー', modelStockUrl('range_rover_family')],
      ['ディフェンダー', modelStockUrl('defender_family')],
      ['ディスカバリー', modelStockUrl('discovery_family')],
    ]);
    expect(new Set(demoModelCards.map((c) => c.link.url)).size).toBe(3);
  });
});
