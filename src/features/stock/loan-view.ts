import type { Translate } from '@/i18n/i18n';
import { formatYenFull } from './format';
import type { LoanExample } from './loan';

/**
 * A payment example as display strings (japan.md 割賦販売法): wherever a monthly figure shows, its
 * conditions show with it. Monthly figures are full yen, never rounded to 万円 (rounding could
 * advertise less than the visitor would pay).
 */
export interface LoanView {
  /** 月々26,500円〜 */
  monthly: string;
  /** One line for cards: お支払い例：頭金0円・60回・実質年率3.9%・ボーナス払いなし・割賦販売価格… */
  conditions: string;
  /** Every item, for the vehicle page. */
  rows: { key: string; label: string; value: string }[];
}

const percent = (n: number) => `${n.toLocaleString('ja-JP', { maximumFractionDigits: 2 })}%`;

function period(months: number, t: Translate): string {
  return months % 12 === 0 ? t('stock.loan_years', { count: months / 12 }) : t('stock.loan_months', { count: months });
}

export function loanView(example: LoanExample | null, t: Translate): LoanView | null {
  if (!example) return null;
  const yen = (n: number) => formatYenFull(n, t) || t('stock.yen', { amount: '0' });
  const bonus = example.bonusCount
    ? t('stock.loan_bonus_each', { amount: yen(example.bonusPayment), count: example.bonusCount })
    : t('stock.loan_bonus_none');
  const rows = [
    { key: 'cash_price', label: t('stock.loan_cash_price'), value: yen(example.cashPrice) },
    { key: 'down_payment', label: t('stock.loan_down'), value: yen(example.downPayment) },
    { key: 'financed', label: t('stock.loan_financed'), value: yen(example.financed) },
    {
      key: 'term',
      label: t('stock.loan_term'),
      value: t('stock.loan_term_value', { months: example.months, period: period(example.months, t) }),
    },
    { key: 'apr', label: t('stock.loan_apr'), value: percent(example.apr) },
    { key: 'monthly', label: t('stock.loan_monthly'), value: yen(example.monthly) },
    { key: 'bonus', label: t('stock.loan_bonus'), value: bonus },
    ...(example.balloon ? [{ key: 'balloon', label: t('stock.loan_balloon'), value: yen(example.balloon) }] : []),
    { key: 'interest', label: t('stock.loan_interest'), value: yen(example.interest) },
    { key: 'total', label: t('stock.loan_total'), value: yen(example.totalPayable) },
  ];
  return {
    monthly: t('stock.monthly', { amount: yen(example.monthly) }),
    conditions: t('stock.loan_short', {
      down: yen(example.downPayment),
      months: example.months,
      apr: percent(example.apr),
      bonus,
      balloon: example.balloon ? t('stock.loan_balloon_short', { amount: yen(example.balloon) }) : '',
      total: yen(example.totalPayable),
    }),
    rows,
  };
}
