import { describe, expect, it } from 'vitest';
import { newsBackHref, parseVisitedNewsPage, serialiseVisitedNewsPage, visitedNewsPagesKey } from './visited-news-page';

describe('visited news page (site.md §3, §9)', () => {
  it('is stored under the spec’s key as path and page', () => {
    expect(visitedNewsPagesKey).toBe('visitedNewsPages');
    const raw = serialiseVisitedNewsPage({ path: '/news', page: 2 });
    expect(JSON.parse(raw)).toEqual({ path: '/news', page: 2 });
    expect(parseVisitedNewsPage(raw)).toEqual({ path: '/news', page: 2 });
  });

  it('reads Japanese list paths', () => {
    expect(parseVisitedNewsPage(serialiseVisitedNewsPage({ path: '/お知らせ', page: 3 }))).toEqual({ path: '/お知らせ', page: 3 });
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '"x"',
    '{"path":"/news"}',
    '{"path":"/news","page":0}',
    '{"path":"/news","page":1.5}',
    '{"path":"/news","page":"2"}',
    '{"path":"https://evil.example/","page":2}',
    '{"path":"//evil.example","page":2}',
    '{"path":"/a/../b","page":2}',
    '{"path":"/news?x=1","page":2}',
    '{"path":"javascript:alert(1)","page":2}',
  ])('ignores %j', (raw) => expect(parseVisitedNewsPage(raw)).toBeNull());

  it('sends the back link to the remembered page with currentPage, or to the list', () => {
    expect(newsBackHref({ path: '/news', page: 2 }, '/news')).toBe('/news?currentPage=2');
    expect(newsBackHref({ path: '/news', page: 1 }, '/news')).toBe('/news?currentPage=1');
    expect(newsBackHref({ path: '/お知らせ', page: 3 }, '/news')).toBe('/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B?currentPage=3');
    expect(newsBackHref(null, '/news')).toBe('/news');
  });
});
