import { describe, expect, it } from 'vitest';
import { parseStockUrl } from '../search/url-state';
import { hasValidationError, searchTypeOf } from './postcode-search';

const areaOf = (qs: string) => parseStockUrl(new URLSearchParams(qs), 'lenient').area;

describe('search type (site.md §4)', () => {
  it.each([
    ['_postcode=107-0062&_locality=港区', 'postcodeSearch'],
    ['_state=東京都', 'stateSearch'],
    ['_retailer=JP001', 'retailerSearch'],
    ['_postcode=107-0062', 'none'],
    ['', 'none'],
    ['_state=東京都&_retailer=JP001', 'none'],
  ])('%s → %s', (qs, type) => {
    expect(searchTypeOf(areaOf(qs))).toBe(type);
  });

  it('normalises full-width input', () => {
    expect(areaOf('_postcode=１０７－００６２').postcode).toBe('107-0062');
  });

  it('flags a state search without a state', () => {
    expect(hasValidationError('stateSearch', {})).toBe(true);
    expect(hasValidationError('stateSearch', { state: '東京都' })).toBe(false);
  });
});
