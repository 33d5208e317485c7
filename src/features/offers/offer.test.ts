import { describe, expect, it } from 'vitest';
import { offerLimits, readOffers, toOffer } from './offer';

describe('reading the offers list', () => {
  it('keeps offers with their scalar properties', () => {
    const offers = [
      { car_model_key: 'defender_110', category: 'suv', apr: 1.9, featured: true, ends: null },
      { car_model_key: ' range_rover ', title: 'レンジローバー' },
    ];
    expect(readOffers(JSON.stringify(offers))).toEqual({
      kind: 'list',
      offers: [offers[0], { car_model_key: 'range_rover', title: 'レンジローバー' }],
      dropped: 0,
    });
  });

  it('drops items without car_model_key, and nested or odd properties of the others', () => {
    const text = JSON.stringify([
      { category: 'suv' },
      { car_model_key: '' },
      { car_model_key: 5 },
      'defender',
      null,
      { car_model_key: 'defender_90', images: ['a.jpg'], terms: { apr: 1 }, 'bad key': 'x', ok: 'yes' },
    ]);
    expect(readOffers(text)).toEqual({ kind: 'list', offers: [{ car_model_key: 'defender_90', ok: 'yes' }], dropped: 5 });
  });

  it('counts a string answer as empty (site.md §7), JSON or not', () => {
    expect(readOffers('"no offers today"')).toEqual({ kind: 'text', offers: [] });
    expect(readOffers('<html>maintenance</html>')).toEqual({ kind: 'text', offers: [] });
    expect(readOffers('')).toEqual({ kind: 'text', offers: [] });
  });

  it('finds nothing usable in another shape or in unsafe JSON', () => {
    expect(readOffers('{"error":"unauthorised"}')).toMatchObject({ kind: 'unexpected', offers: [] });
    expect(readOffers('null')).toMatchObject({ kind: 'unexpected', offers: [] });
    expect(readOffers('[{"car_model_key":"x","__proto__":{"admin":true}}]')).toMatchObject({ kind: 'unexpected', offers: [] });
    expect(readOffers(`${'['.repeat(100)}${']'.repeat(100)}`)).toMatchObject({ kind: 'unexpected', offers: [] });
  });

  it('keeps at most the first 500 offers and 50 properties each', () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ car_model_key: `m${i}` }));
    expect((readOffers(JSON.stringify(many)) as { offers: unknown[] }).offers).toHaveLength(offerLimits.items);
    const wide = { car_model_key: 'm', ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`p${i}`, i])) };
    expect(Object.keys(toOffer(wide)!)).toHaveLength(1 + offerLimits.properties);
  });

  it('refuses non-finite numbers and overlong text', () => {
    expect(toOffer({ car_model_key: 'm', huge: 'x'.repeat(offerLimits.textLength + 1), fine: 'x' })).toEqual({
      car_model_key: 'm',
      fine: 'x',
    });
    expect(toOffer({ car_model_key: 'x'.repeat(65) })).toBeNull();
  });
});
