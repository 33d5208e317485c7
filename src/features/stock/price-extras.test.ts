import { describe, expect, it } from 'vitest';
import { disclaimerMarks, doublePrice } from './price-extras';

const off = { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 };

describe('double price', () => {
  it('is empty while the setting is off', () => {
    expect(doublePrice(5_000_000, off)).toBe('');
  });
  it('converts with the rate, symbol and decimals', () => {
    expect(doublePrice(5_000_000, { enabled: true, symbol: 'EUR', rate: 0.0061, decimals: 0 })).toBe('EUR 30,500');
    expect(doublePrice(1_234, { enabled: true, symbol: 'USD', rate: 0.0066, decimals: 2 })).toBe('USD 8.14');
    expect(doublePrice(0, { ...off, enabled: true })).toBe('');
  });
});

describe('disclaimer marks', () => {
  it('numbers asterisks in order for the kinds that have a disclaimer', () => {
    expect(disclaimerMarks({ purchase_price: 'a', lease_price: 'b', subscribe_price: 'c' })).toEqual({
      purchase_price: '*',
      lease_price: '**',
      subscribe_price: '***',
    });
    expect(disclaimerMarks({ lease_price: 'b', subscribe_price: 'c' })).toEqual({ lease_price: '*', subscribe_price: '**' });
    expect(disclaimerMarks({ purchase_price: ' ' })).toEqual({});
    expect(disclaimerMarks(undefined)).toEqual({});
  });
});
