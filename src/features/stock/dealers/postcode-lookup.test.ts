import { describe, expect, it } from 'vitest';
import { lookupPostcode, prefectures } from './postcode-lookup.server';

describe('offline postcode lookup', () => {
  it('fills prefecture and locality from a postcode in any width, with or without hyphen', () => {
    for (const input of ['1070062', '107-0062', '１０７－００６２', '107ー0062']) {
      expect(lookupPostcode(input)).toEqual([{ postcode: '107-0062', state: '東京都', locality: '港区', town: '南青山' }]);
    }
  });

  it('finds nothing for an unknown or malformed postcode', () => {
    expect(lookupPostcode('0000000')).toEqual([]);
    expect(lookupPostcode('abc')).toEqual([]);
  });

  it('lists the 47 prefectures in order', () => {
    expect(prefectures).toHaveLength(47);
    expect(prefectures[0]).toBe('北海道');
    expect(prefectures[12]).toBe('東京都');
    expect(prefectures[46]).toBe('沖縄県');
  });
});
