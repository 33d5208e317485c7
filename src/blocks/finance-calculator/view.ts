import { roundTo, type FinanceProductConfig, type OutputKey } from './config';
import type { FinanceQuote } from './quote';
import { fill, type FinanceTexts } from './texts';

/**
 * A quote as the visitor reads it (decision 0063, japan.md 割賦販売法): the monthly figure never
 * alone, but with 現金販売価格, 頭金, 分割支払金, 実質年率, 支払回数 and 期間, ボーナス払い, 分割払手数料
 * and 支払総額 beside it, as an お支払い例. Yen are whole, grouped, with 円. Pure: the island and the
 * property test use it.
 */
export interface QuoteRow {
  key: OutputKey;
  label: string;
  value: string;
  /** A part of the row above it (the deposit's parts). */
  part?: boolean;
}

export interface QuoteView {
  /** The big figure: 56,200円. */
  monthly: string;
  rows: QuoteRow[];
  includedItems: string[];
  /** What the live region says. */
  announcement: string;
}

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/** 1,234,000円. Negative or broken figures never reach here; 0 if they did. */
export function formatYen(amount: number, texts: Pick<FinanceTexts, 'yen'>): string {
  const safe = Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
  return fill(texts.yen, { amount: grouped.format(safe) });
}

/** 3.9% (at most two decimals, as the editor typed it). */
export function formatPercent(value: number, texts: Pick<FinanceTexts, 'percent'>): string {
  const safe = Number.isFinite(value) && value > 0 ? roundTo(value) : 0;
  return fill(texts.percent, { value: decimal.format(safe) });
}

const quoteDate = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });
/** 2026年3月31日, in Japan's time zone wherever the browser is. */
export const formatQuoteDate = (date: Date) => quoteDate.format(date);

/** 4年（48回） or 30か月（30回）. */
export function termText(months: number, texts: Pick<FinanceTexts, 'duration_years' | 'duration_months'>): string {
  return months % 12 === 0 ? fill(texts.duration_years, { years: months / 12, months }) : fill(texts.duration_months, { months });
}

interface ViewContext {
  config: FinanceProductConfig;
  texts: FinanceTexts;
  vehicleName: string;
  productName: string;
  hideFreeItems: boolean;
  /** When the visitor asked for it (the server never renders one: it would be the cached page's date). */
  createdAt: Date | null;
}

export function quoteView(quote: Extract<FinanceQuote, { status: 'ok' }>, context: ViewContext): QuoteView {
  const { config, texts } = context;
  const { example } = quote;
  const yen = (amount: number) => formatYen(amount, texts);
  const label = (key: OutputKey) => config.outputs.labels[key] ?? texts[key as keyof FinanceTexts] ?? key;
  const shown = (key: OutputKey) => !config.outputs.hidden.includes(key);
  const monthly = yen(example.monthly);
  const apr = formatPercent(example.apr, texts);

  const rows: QuoteRow[] = [
    { key: 'on_the_road_price', label: label('on_the_road_price'), value: yen(example.cashPrice) },
    { key: 'total_deposit', label: label('total_deposit'), value: yen(example.downPayment) },
  ];
  if (quote.contribution > 0) {
    if (shown('cash_deposit')) rows.push({ key: 'cash_deposit', label: label('cash_deposit'), value: yen(quote.cashDeposit), part: true });
    rows.push({
      key: 'deposit_contribution',
      label: config.outputs.labels.deposit_contribution ?? config.contribution!.label,
      value: yen(quote.contribution),
      part: true,
    });
  }
  rows.push(
    { key: 'total_amount_of_credit', label: label('total_amount_of_credit'), value: yen(example.financed) },
    { key: 'interest_rate', label: label('interest_rate'), value: apr },
    {
      key: 'monthly_payments',
      label: label('monthly_payments'),
      value: fill(texts.monthly_payments_value, { count: example.months }),
    },
    { key: 'duration_of_agreement', label: label('duration_of_agreement'), value: termText(example.months, texts) },
    { key: 'monthly_payment', label: label('monthly_payment'), value: monthly },
  );
  if (config.features.bonus) {
    rows.push({
      key: 'bonus_payment',
      label: label('bonus_payment'),
      value: example.bonusCount
        ? fill(texts.bonus_value, { amount: yen(example.bonusPayment), count: example.bonusCount })
        : texts.bonus_none,
    });
  }
  if (example.balloon > 0) {
    rows.push({
      key: 'final_payment',
      label: label('final_payment'),
      value: fill(texts.final_payment_value, { amount: yen(example.balloon), percent: formatPercent(quote.residualPct, texts) }),
    });
  }
  rows.push(
    { key: 'finance_charge', label: label('finance_charge'), value: yen(example.interest) },
    { key: 'total_payable', label: label('total_payable'), value: yen(example.totalPayable) },
  );
  if (context.createdAt && shown('created_at')) {
    rows.push({ key: 'created_at', label: label('created_at'), value: formatQuoteDate(context.createdAt) });
  }

  return {
    monthly,
    rows,
    includedItems: context.hideFreeItems ? [] : config.outputs.includedItems,
    announcement: fill(texts.announce, {
      vehicle: context.vehicleName,
      product: context.productName,
      monthly,
      count: example.months,
      apr,
      deposit: yen(example.downPayment),
      total: yen(example.totalPayable),
    }),
  };
}
