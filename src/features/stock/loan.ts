/**
 * The one loan formula of the site (site.md §9 "loan payment formula helper", japan.md 割賦販売法):
 * equal monthly instalments (annuity, interest compounded monthly), with an optional deposit
 * (頭金), bonus payments twice a year (ボーナス払い) and a final balloon (残価). Cards, vehicle pages
 * and the budget search all go through `loanExample` / `maxPriceForBudget` with the assumptions
 * of the `finance.loan_example` setting, so no two parts of the site disagree.
 */

/** The assumptions of a payment example (the `finance.loan_example` setting). */
export interface LoanTerms {
  /** 実質年率, percent. */
  apr: number;
  /** 支払回数 (months). */
  months: number;
  /** 頭金 as a percentage of the cash price. */
  down_payment_pct: number;
  /** ボーナス加算額 per bonus month (yen, twice a year); 0 = none. */
  bonus_payment: number;
  /** 残価 (final payment) as a percentage of the cash price; 0 = none. */
  balloon_pct: number;
}

export const defaultLoanTerms: LoanTerms = { apr: 3.9, months: 60, down_payment_pct: 0, bonus_payment: 0, balloon_pct: 0 };

/** Every figure the law asks to show next to a monthly payment (japan.md). */
export interface LoanExample {
  /** 現金販売価格. */
  cashPrice: number;
  /** 頭金. */
  downPayment: number;
  /** 分割支払金（元金）: what is financed. */
  financed: number;
  /** 月々のお支払い (every month, rounded up to the yen). */
  monthly: number;
  months: number;
  apr: number;
  /** ボーナス加算額 and how many bonus months fall in the term. */
  bonusPayment: number;
  bonusCount: number;
  /** 最終回（残価）. */
  balloon: number;
  /** 分割払手数料 (interest). */
  interest: number;
  /** 割賦販売価格 / 支払総額 of the loan: deposit + every payment. */
  totalPayable: number;
}

const monthlyRate = (apr: number) => apr / 100 / 12;
/** Present value of 1 paid every month for `months` months. */
function annuityFactor(r: number, months: number): number {
  return r === 0 ? months : (1 - Math.pow(1 + r, -months)) / r;
}
/** Bonus months: every sixth month of the term. */
const bonusMonths = (months: number) => Math.floor(months / 6);
/** Present value of 1 paid every sixth month. */
function bonusFactor(r: number, months: number): number {
  let pv = 0;
  for (let k = 1; k <= bonusMonths(months); k++) pv += Math.pow(1 + r, -6 * k);
  return pv;
}

/** Equal monthly payment of `principal` over `months` (no deposit, bonus or balloon). */
export function monthlyPayment(principal: number, annualRatePct: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  return Math.ceil(principal / annuityFactor(monthlyRate(annualRatePct), months));
}

/**
 * The payment example for a cash price under `terms`, or null when there is nothing to finance
 * (no price, or a deposit and bonuses that cover it): then no monthly figure may be shown.
 */
export function loanExample(cashPrice: number | null | undefined, terms: LoanTerms): LoanExample | null {
  if (!cashPrice || cashPrice <= 0 || terms.months <= 0) return null;
  const r = monthlyRate(terms.apr);
  const downPayment = Math.round((cashPrice * terms.down_payment_pct) / 100);
  const financed = cashPrice - downPayment;
  const balloon = Math.round((cashPrice * terms.balloon_pct) / 100);
  const bonusCount = terms.bonus_payment > 0 ? bonusMonths(terms.months) : 0;
  const bonusPv = bonusCount ? terms.bonus_payment * bonusFactor(r, terms.months) : 0;
  const rest = financed - bonusPv - balloon * Math.pow(1 + r, -terms.months);
  if (financed <= 0 || rest <= 0) return null;
  const monthly = Math.ceil(rest / annuityFactor(r, terms.months));
  const paid = monthly * terms.months + terms.bonus_payment * bonusCount + balloon;
  return {
    cashPrice,
    downPayment,
    financed,
    monthly,
    months: terms.months,
    apr: terms.apr,
    bonusPayment: bonusCount ? terms.bonus_payment : 0,
    bonusCount,
    balloon,
    interest: paid - financed,
    totalPayable: downPayment + paid,
  };
}

/**
 * The reverse calculator: the largest cash price whose example under `terms` costs at most
 * `monthly` a month. The deposit, bonuses and balloon of `terms` count, as on the cards.
 */
export function maxPriceForBudget(monthly: number, terms: LoanTerms): number {
  if (monthly <= 0 || terms.months <= 0) return 0;
  const r = monthlyRate(terms.apr);
  const bonusPv = terms.bonus_payment > 0 ? terms.bonus_payment * bonusFactor(r, terms.months) : 0;
  // price·(1 − d − b·v^n) = monthly·a(n) + bonus PV, with d the deposit and b the balloon share.
  const share = 1 - terms.down_payment_pct / 100 - (terms.balloon_pct / 100) * Math.pow(1 + r, -terms.months);
  if (share <= 0) return 0;
  return Math.floor((monthly * annuityFactor(r, terms.months) + bonusPv) / share);
}
