import { describe, expect, it } from 'vitest';
import { canonicalNameplateCode, cardIcons, listingBrand, modelFamily } from './constants';

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

describe('modelFamily', () => {
  it('finds a family by its key and never the object prototype', () => {
    expect(modelFamily('defender_family')).toEqual(['defender_90', 'defender_110', 'defender_130']);
    expect(modelFamily('any_lr')).toContain('range_rover_evoque');
    // Keys come from visitors' URLs: these once reached Object.prototype and answered 500.
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'defender_90']) expect(modelFamily(key)).toBeUndefined();
  });
});

describe('listingBrand (decision 0024)', () => {
  it("reads an empty key as the site's brand, all as every brand, and anything else as that brand", () => {
    expect(listingBrand('')).toBe('land_rover');
    expect(listingBrand('all')).toBeUndefined();
    expect(listingBrand('jaguar')).toBe('jaguar');
  });
});
