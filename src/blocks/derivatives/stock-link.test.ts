import { describe, expect, it } from 'vitest';
import { parseStockUrl } from '@/features/stock/url-state';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import { pickDerivativeList } from './select';
import { modelStockHref, usableStockPath } from './stock-link';

describe('stock links', () => {
  it('opens the stock search with the model ticked, as the stock locator reads it', () => {
    const href = modelStockHref('/stock', 'defender_110');
    expect(href).toBe('/stock?filter%5Bnameplate_name_in%5D%5B%5D=defender_110');
    const query = new URL(href, 'https://example.jp').searchParams;
    expect(parseStockUrl(query, 'strict').search.checkbox).toEqual({ models: ['defender_110'] });
  });

  it('accepts only a path of this site without a query of its own', () => {
    expect(usableStockPath(' /stock ')).toBe('/stock');
    expect(usableStockPath('/used-cars/search')).toBe('/used-cars/search');
    for (const bad of ['', 'stock', '//evil.example', 'https://example.com/stock', '/stock?x=1', '/stock#top', '/\\evil', undefined]) {
      expect(usableStockPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('pickDerivativeList', () => {
  it('lists the latest model year only, or every year, of every engine or one', () => {
    const keys = (latestOnly: boolean, engine?: string) => {
      const picked = pickDerivativeList(fixtureCatalogue(), 'defender_110', engine, latestOnly);
      return picked.ok ? picked.value.map((d) => d.key) : picked.problem;
    };
    expect(keys(true)).toEqual(['defender_110_2027_d300_s', 'defender_110_2027_d300_x_dynamic_se', 'defender_110_2027_p400_x']);
    expect(keys(false, 'd300')).toEqual(['defender_110_2027_d300_s', 'defender_110_2027_d300_x_dynamic_se', 'defender_110_2026_d300_se']);
    expect(keys(true, 'ev400')).toEqual({ kind: 'no_derivative', car: 'defender_110', engine: 'ev400' });
  });
});
