import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchParams, SEARCH_PAGE_MAX, SEARCH_QUERY_MAX, searchHref } from './search-params';

describe('parseSearchParams', () => {
  it('reads the query and the page', () => {
    expect(parseSearchParams({ q: ' ローバー ', page: '2' })).toEqual({ q: 'ローバー', page: 2 });
    expect(parseSearchParams({})).toEqual({ q: '', page: 1 });
  });

  it('never refuses: repeated, too long, control characters, odd pages', () => {
    expect(parseSearchParams({ q: ['a', 'b'], page: ['3', '4'] })).toEqual({ q: 'a', page: 3 });
    expect(parseSearchParams({ q: 'レ'.repeat(300) }).q).toBe('レ'.repeat(SEARCH_QUERY_MAX));
    expect(parseSearchParams({ q: 'a\u0000b\nc' }).q).toBe('a b c');
    for (const page of ['0', '-1', '1.5', 'x', String(SEARCH_PAGE_MAX + 1), '']) expect(parseSearchParams({ page }).page).toBe(1);
  });

  it('keeps any input within the limits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.string(), (q, page) => {
        const parsed = parseSearchParams({ q, page });
        return [...parsed.q].length <= SEARCH_QUERY_MAX && parsed.page >= 1 && parsed.page <= SEARCH_PAGE_MAX;
      }),
    );
  });
});

describe('searchHref', () => {
  it('encodes the query and leaves page 1 out', () => {
    expect(searchHref({ q: 'レンジ ローバー&x', page: 1 })).toBe(
      '/search?q=%E3%83%AC%E3%83%B3%E3%82%B8+%E3%83%AD%E3%83%BC%E3%83%90%E3%83%BC%26x',
    );
    expect(searchHref({ q: 'a', page: 3 })).toBe('/search?q=a&page=3');
  });
});
