/**
 * Loan payment helpers (site.md §9 "loan payment formula helper"): equal monthly instalments,
 * interest compounded monthly, yen rounded to whole numbers.
 */
export function monthlyPayment(principal: number, annualRatePct: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePct / 100 / 12;
  if (r === 0) return Math.ceil(principal / months);
  return Math.ceil((principal * r) / (1 - Math.pow(1 + r, -months)));
}

/** The largest price a monthly budget pays off over `months` (the reverse calculator). */
export function maxPriceForBudget(monthly: number, annualRatePct: number, months: number, downPayment = 0): number {
  if (monthly <= 0 || months <= 0) return Math.max(0, Math.floor(downPayment));
  const r = annualRatePct / 100 / 12;
  const principal = r === 0 ? monthly * months : (monthly * (1 - Math.pow(1 + r, -months))) / r;
  return Math.floor(principal + downPayment);
}
