import { describe, expect, it } from 'vitest';
import { normalizePostcode } from './postcode';

describe('normalizePostcode', () => {
  it.each([
    ['1070062', '107-0062'],
    ['107-0062', '107-0062'],
    ['１０７－００６２', '107-0062'],
    ['107ー0062', '107-0062'],
    [' 107 0062 ', '107-0062'],
  ])('%s → %s', (input, expected) => expect(normalizePostcode(input)).toBe(expected));

  it('refuses what is not a postcode', () => {
    expect(normalizePostcode('10700')).toBeNull();
    expect(normalizePostcode('abc-defg')).toBeNull();
  });
});
