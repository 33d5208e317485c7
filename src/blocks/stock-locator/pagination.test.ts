import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('page numbers', () => {
  it('always offers the first and the last page, with gaps marked', () => {
    expect(pageNumbers(1, 25)).toEqual([1, 2, 3, null, 25]);
    expect(pageNumbers(12, 25)).toEqual([1, null, 10, 11, 12, 13, 14, null, 25]);
    expect(pageNumbers(25, 25)).toEqual([1, null, 23, 24, 25]);
    expect(pageNumbers(4, 25)).toEqual([1, 2, 3, 4, 5, 6, null, 25]);
  });

  it('lists every page when there are few', () => {
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
