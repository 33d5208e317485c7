import { describe, expect, it } from 'vitest';
import { lenientStockQuery, withPage } from './page-query';

describe('lenientStockQuery', () => {
  it('keeps the good parameters and drops the bad ones', () => {
    const q = lenientStockQuery(new URLSearchParams('filter[state_in]=used&items=99&sort=nope&page=2'));
    expect(q).toMatchObject({ checkbox: { states: ['used'] }, items: 12, sort: 'createdAtDesc', page: 2 });
  });
});

describe('withPage', () => {
  it('sets or removes the page parameter', () => {
    expect(withPage(new URLSearchParams('sort=priceAsc'), 3)).toBe('?sort=priceAsc&page=3');
    expect(withPage(new URLSearchParams('sort=priceAsc&page=3'), 1)).toBe('?sort=priceAsc');
    expect(withPage(new URLSearchParams(), 1)).toBe('');
  });
});
