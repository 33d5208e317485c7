import { describe, expect, it } from 'vitest';
import { readExchangeRate, valueAt } from './exchange-rate';

const keys = { rate: 'exchangeRate', startDate: 'startDate' };

describe('reading the currency service’s answer', () => {
  it('takes the rate and the start date under the configured keys', () => {
    expect(readExchangeRate({ exchangeRate: 0.0061, startDate: '2026-04-01' }, keys)).toEqual({
      ok: true,
      value: { rate: 0.0061, startDate: '2026-04-01' },
      warnings: [],
    });
    expect(readExchangeRate({ data: { rate: '0.0066', from: '2026-05-01' } }, { rate: 'data.rate', startDate: 'data.from' })).toMatchObject(
      {
        ok: true,
        value: { rate: 0.0066, startDate: '2026-05-01' },
      },
    );
  });

  it('keeps a rate without a start date, with a warning', () => {
    expect(readExchangeRate({ exchangeRate: 0.0061 }, keys)).toEqual({
      ok: true,
      value: { rate: 0.0061, startDate: null },
      warnings: ['the answer has no usable "startDate"'],
    });
  });

  it('says so when the rate’s key is missing (site.md §8: error logged)', () => {
    expect(readExchangeRate({ rate: 0.0061 }, keys)).toEqual({ ok: false, problem: 'the answer has no "exchangeRate"' });
    expect(readExchangeRate([0.0061], keys)).toMatchObject({ ok: false });
    expect(readExchangeRate('0.0061', keys)).toMatchObject({ ok: false });
    expect(readExchangeRate(null, keys)).toMatchObject({ ok: false });
  });

  it.each([0, -1, 'abc', '1,5', '', null, true, {}, Number.NaN, 1_000_000, '1e9'])('refuses the rate %j', (rate) => {
    expect(readExchangeRate({ exchangeRate: rate }, keys)).toMatchObject({ ok: false });
  });

  it('reads only own properties along a path', () => {
    expect(valueAt({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAt({ a: 1 }, 'a.b')).toBeUndefined();
    expect(valueAt({}, 'toString')).toBeUndefined();
    expect(valueAt({ a: [5] }, 'a.0')).toBeUndefined();
  });
});
