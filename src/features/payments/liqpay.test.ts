import { describe, expect, it } from 'vitest';
import { liqpayData, liqpaySignature, liqpaySignatureValid, readLiqpayData } from './liqpay';

describe('LiqPay signatures', () => {
  it("match LiqPay's documented example", () => {
    // From LiqPay's API documentation (checkout, version 3).
    const data = liqpayData({
      public_key: 'i00000000',
      version: '3',
      action: 'pay',
      amount: '3',
      currency: 'UAH',
      description: 'test',
      order_id: '000001',
    });
    expect(data).toBe(
      'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9',
    );
    expect(liqpaySignature('a4825234f4bae72a0be04eafe9e8e2bada209255', data)).toBe('wR+UZDC4jjeL/qUOvIsofIWpZh8=');
  });

  it('accepts only the signature of this data with this key', () => {
    const data = liqpayData({ order_id: 'x', status: 'hold_wait' });
    const signature = liqpaySignature('private', data);
    expect(liqpaySignatureValid('private', data, signature)).toBe(true);
    expect(liqpaySignatureValid('other', data, signature)).toBe(false);
    expect(liqpaySignatureValid('private', liqpayData({ order_id: 'x', status: 'success' }), signature)).toBe(false);
    expect(liqpaySignatureValid('private', data, '')).toBe(false);
  });

  it('reads data back, and refuses what is not base64 JSON of an object', () => {
    expect(readLiqpayData(liqpayData({ a: 1 }))).toEqual({ a: 1 });
    expect(readLiqpayData('not base64 json')).toBeNull();
    expect(readLiqpayData(Buffer.from('[1]').toString('base64'))).toBeNull();
  });
});
