import { describe, expect, it } from 'vitest';
import { matchesCountry } from './country-match';

const japan = { code: 'JP', name: '日本', callingCode: '81' };
const usa = { code: 'US', name: 'アメリカ合衆国', callingCode: '1' };
const uk = { code: 'GB', name: 'イギリス', callingCode: '44' };

describe('searching the country of a telephone field', () => {
  it('finds a country by any part of its Japanese name, whatever kana the visitor types', () => {
    for (const query of ['アメリカ', 'あめりか', 'ｱﾒﾘｶ', '合衆国', ' アメリカ ']) expect(matchesCountry(usa, query), query).toBe(true);
    expect(matchesCountry(japan, '日本')).toBe(true);
    expect(matchesCountry(uk, 'アメリカ')).toBe(false);
  });

  it('finds a country by its calling code, with or without +, in any width', () => {
    for (const query of ['81', '+81', '＋８１', '8']) expect(matchesCountry(japan, query), query).toBe(true);
    expect(matchesCountry(uk, '81')).toBe(false);
    expect(matchesCountry(usa, '+44')).toBe(false);
  });

  it('finds a country by its ISO code, not by a fragment of it', () => {
    expect(matchesCountry(japan, 'jp')).toBe(true);
    expect(matchesCountry(japan, 'JP')).toBe(true);
    expect(matchesCountry(japan, 'j')).toBe(false);
  });

  it('lists every country for an empty query', () => {
    expect(matchesCountry(uk, '')).toBe(true);
    expect(matchesCountry(uk, '   ')).toBe(true);
  });
});
