import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxPriceForBudget, monthlyPayment } from './loan';

describe('loan helpers', () => {
  it('computes equal instalments', () => {
    expect(monthlyPayment(3_000_000, 0, 60)).toBe(50_000);
    expect(monthlyPayment(3_000_000, 3.9, 60)).toBe(55_115);
  });

  it('turns a monthly budget into the largest price', () => {
    expect(maxPriceForBudget(50_000, 0, 60)).toBe(3_000_000);
    expect(maxPriceForBudget(50_000, 3.9, 60)).toBe(2_721_617);
    expect(maxPriceForBudget(50_000, 3.9, 60, 500_000)).toBe(3_221_617);
    expect(maxPriceForBudget(0, 3.9, 60)).toBe(0);
  });

  it('is the inverse of the payment (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 500_000 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 12, max: 120 }),
        (monthly, rate, months) => {
          const price = maxPriceForBudget(monthly, rate, months);
          expect(monthlyPayment(price, rate, months)).toBeLessThanOrEqual(monthly + 1);
        },
      ),
    );
  });
});
