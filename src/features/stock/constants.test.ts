import { describe, expect, it } from 'vitest';
import { canonicalNameplateCode, cardIcons } from './constants';

describe('nameplate code mapping (site.md §3)', () => {
  it('maps platform codes and keeps l-codes', () => {
    expect(canonicalNameplateCode('f-pace')).toBe('x761');
    expect(canonicalNameplateCode('I-PACE')).toBe('x590');
    expect(canonicalNameplateCode('f-type')).toBe('x152');
    expect(canonicalNameplateCode('xe')).toBe('x760');
    expect(canonicalNameplateCode('xf')).toBe('x260');
    expect(canonicalNameplateCode('l663')).toBe('l663');
  });
});

describe('card icons (site.md §3)', () => {
  it('keeps up to 3 allowed icons, else the default engines, power, color', () => {
    expect(cardIcons(['mileage', 'seats'])).toEqual(['mileage', 'seats']);
    expect(cardIcons(['mileage', 'price'])).toEqual(['engines', 'power', 'color']);
    expect(cardIcons(['mileage', 'seats', 'power', 'color'])).toEqual(['engines', 'power', 'color']);
    expect(cardIcons(undefined)).toEqual(['engines', 'power', 'color']);
  });
});
