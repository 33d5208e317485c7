/**
 * Price extras of site.md §3 and §9:
 * - double price: a second price in another currency when the feature flag is on
 *   (symbol default EUR, rate default 1, decimals default 0);
 * - disclaimer marks: asterisks in order for at most purchase_price, lease_price, subscribe_price.
 */
export interface DoublePriceSettings {
  enabled: boolean;
  symbol: string;
  rate: number;
  decimals: number;
}

export function doublePrice(yen: number | null | undefined, s: DoublePriceSettings): string {
  if (!s.enabled || !yen || yen <= 0 || !(s.rate > 0)) return '';
  const value = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: s.decimals, maximumFractionDigits: s.decimals }).format(
    yen * s.rate,
  );
  return `${s.symbol} ${value}`;
}

const disclaimerKinds = ['purchase_price', 'lease_price', 'subscribe_price'] as const;
export type DisclaimerKind = (typeof disclaimerKinds)[number];

/** '*' for the first price kind that has a disclaimer, '**' for the next, '***' for the third. */
export function disclaimerMarks(disclaimers: Partial<Record<DisclaimerKind, string>> | undefined): Partial<Record<DisclaimerKind, string>> {
  const marks: Partial<Record<DisclaimerKind, string>> = {};
  let n = 0;
  for (const kind of disclaimerKinds) if (disclaimers?.[kind]?.trim()) marks[kind] = '*'.repeat(++n);
  return marks;
}
