import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLoanTerms, loanExample, maxPriceForBudget, monthlyPayment, type LoanTerms } from './loan';

const terms = (over: Partial<LoanTerms> = {}): LoanTerms => ({ ...defaultLoanTerms, ...over });

describe('monthlyPayment', () => {
  it('computes equal instalments, rounded up to the yen', () => {
    expect(monthlyPayment(3_000_000, 0, 60)).toBe(50_000);
    expect(monthlyPayment(3_000_001, 0, 60)).toBe(50_001);
    expect(monthlyPayment(3_000_000, 3.9, 60)).toBe(55_115);
    expect(monthlyPayment(0, 3.9, 60)).toBe(0);
    expect(monthlyPayment(3_000_000, 3.9, 0)).toBe(0);
  });
});

describe('loanExample', () => {
  it('gives the figure the issue expected for a 1,069万円 car at 3.9 % over 60 months (about 19.6万円)', () => {
    const example = loanExample(10_690_000, terms())!;
    expect(example.monthly).toBe(monthlyPayment(10_690_000, 3.9, 60));
    expect(example.monthly).toBeGreaterThan(196_000);
    expect(example.monthly).toBeLessThan(197_000);
  });

  it('states every item of the example: deposit, financed amount, interest and total', () => {
    expect(loanExample(3_000_000, terms())).toEqual({
      cashPrice: 3_000_000,
      downPayment: 0,
      financed: 3_000_000,
      monthly: 55_115,
      months: 60,
      apr: 3.9,
      bonusPayment: 0,
      bonusCount: 0,
      balloon: 0,
      interest: 55_115 * 60 - 3_000_000,
      totalPayable: 55_115 * 60,
    });
  });

  it('takes the deposit off what is financed', () => {
    const e = loanExample(3_000_000, terms({ apr: 0, down_payment_pct: 10 }))!;
    expect(e).toMatchObject({ downPayment: 300_000, financed: 2_700_000, monthly: 45_000, interest: 0, totalPayable: 3_000_000 });
  });

  it('counts a bonus payment every sixth month', () => {
    const e = loanExample(3_000_000, terms({ apr: 0, bonus_payment: 100_000 }))!;
    expect(e.bonusCount).toBe(10);
    expect(e.bonusPayment).toBe(100_000);
    expect(e.monthly).toBe(33_334); // (3,000,000 − 10 × 100,000) / 60, rounded up
    expect(e.totalPayable).toBe(33_334 * 60 + 1_000_000);
    expect(loanExample(3_000_000, terms({ apr: 0, months: 40, bonus_payment: 100_000 }))!.bonusCount).toBe(6);
  });

  it('leaves the balloon for the last payment', () => {
    const e = loanExample(3_000_000, terms({ apr: 0, balloon_pct: 20 }))!;
    expect(e).toMatchObject({ balloon: 600_000, monthly: 40_000, totalPayable: 3_000_000 });
    // With interest the balloon is discounted over the term: the monthly payment is less than without it.
    expect(loanExample(3_000_000, terms({ balloon_pct: 20 }))!.monthly).toBeLessThan(55_115);
  });

  it('has no example without a price or when nothing is left to finance', () => {
    expect(loanExample(null, terms())).toBeNull();
    expect(loanExample(0, terms())).toBeNull();
    expect(loanExample(-1, terms())).toBeNull();
    expect(loanExample(1_000_000, terms({ down_payment_pct: 90, bonus_payment: 500_000 }))).toBeNull();
  });
});

describe('maxPriceForBudget', () => {
  it('turns a monthly budget into the largest price', () => {
    expect(maxPriceForBudget(50_000, terms({ apr: 0 }))).toBe(3_000_000);
    expect(maxPriceForBudget(50_000, terms())).toBe(2_721_617);
    expect(maxPriceForBudget(45_000, terms({ apr: 0, down_payment_pct: 10 }))).toBe(3_000_000);
    expect(maxPriceForBudget(0, terms())).toBe(0);
  });

  it('reaches a 221.6万円 car (the cheapest used car when the zero-result budget bug was found) within ¥80,000 over 60 months and ¥60,000 over 84', () => {
    expect(maxPriceForBudget(80_000, terms())).toBeGreaterThan(2_216_000);
    expect(maxPriceForBudget(60_000, terms({ months: 84 }))).toBeGreaterThan(2_216_000);
  });

  it('is the inverse of the example under any assumptions (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 500_000 }),
        fc.record({
          apr: fc.double({ min: 0, max: 15, noNaN: true }),
          months: fc.integer({ min: 12, max: 120 }),
          down_payment_pct: fc.integer({ min: 0, max: 50 }),
          bonus_payment: fc.constantFrom(0, 50_000, 100_000),
          balloon_pct: fc.integer({ min: 0, max: 40 }),
        }),
        (monthly, t) => {
          const price = maxPriceForBudget(monthly, t);
          const at = loanExample(price, t);
          if (at) expect(at.monthly).toBeLessThanOrEqual(monthly + 2);
          // A price 1 % higher no longer fits.
          const above = loanExample(Math.ceil(price * 1.01) + 100, t);
          expect(above!.monthly).toBeGreaterThan(monthly);
        },
      ),
    );
  });
});
