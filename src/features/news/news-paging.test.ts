import { describe, expect, it } from 'vitest';
import { listPageHref, pageWindow, paginationText, parseCurrentPage } from './news-paging';

describe('parseCurrentPage', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    ['9999', 9999],
  ])('reads %j as page %i', (raw, page) => expect(parseCurrentPage(raw)).toBe(page));

  it.each([null, undefined, '', '0', '-1', '1.5', '2abc', ' 2', '10000', '1e3', 'Infinity'])('reads %j as page 1', (raw) =>
    expect(parseCurrentPage(raw)).toBe(1),
  );
});

describe('pageWindow', () => {
  it('cuts the items of a page, the last page holding the rest', () => {
    expect(pageWindow(8, 1, 6)).toEqual({ page: 1, pageCount: 2, start: 0, end: 6 });
    expect(pageWindow(8, 2, 6)).toEqual({ page: 2, pageCount: 2, start: 6, end: 8 });
  });

  it('shows the last page for a page past it, and page 1 below it', () => {
    expect(pageWindow(8, 5, 6)).toEqual({ page: 2, pageCount: 2, start: 6, end: 8 });
    expect(pageWindow(8, 0, 6).page).toBe(1);
  });

  it('gives an empty list one empty page', () => {
    expect(pageWindow(0, 3, 6)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });
});

describe('listPageHref and paginationText', () => {
  it('links page 1 to the list itself and other pages with currentPage', () => {
    expect(listPageHref('/news', 1)).toBe('/news');
    expect(listPageHref('/news', 3)).toBe('/news?currentPage=3');
  });

  it('puts the number of pages where the text has %', () => {
    expect(paginationText('/ %ページ', 3)).toBe('/ 3ページ');
    expect(paginationText('of %', 12)).toBe('of 12');
    expect(paginationText('pages', 2)).toBe('pages');
  });
});
