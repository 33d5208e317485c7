import { describe, expect, it } from 'vitest';
import { savedPrice } from './saved-vehicles.client';

const labels = { manYen: '{{amount}}万円', priceOnRequest: '価格はお問い合わせください' };

describe('saved vehicles panel price', () => {
  it('shows the listing price in 万円', () => {
    expect(savedPrice({ display_price: 7_285_000 }, labels)).toBe('728.5万円');
    expect(savedPrice({ display_price: 12_800_000 }, labels)).toBe('1,280万円');
  });

  it.each([
    ['zero', { display_price: 0 }],
    ['negative', { display_price: -1 }],
    ['missing', { display_price: null }],
    ['hidden', { display_price: 7_285_000, price_hidden: true }],
  ])('shows price on request for a %s price, never 0万円', (_, vehicle) => {
    expect(savedPrice(vehicle, labels)).toBe('価格はお問い合わせください');
  });
});
