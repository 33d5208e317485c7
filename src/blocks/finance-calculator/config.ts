import type { FinanceProductKey, ProductFeatures } from './products';

/**
 * A finance product as the island uses it (decision 0063): its inputs resolved from the group's
 * `input_configuration` over the spec's defaults, and what its quote shows from its
 * `output_configuration`. Plain data, no zod: the island imports this module.
 */
export interface RangeInput {
  label: string;
  min: number;
  max: number;
  default: number;
  interval: number;
}

export const downPaymentUnits = ['%', '円'] as const;
export type DownPaymentUnit = (typeof downPaymentUnits)[number];
export const durationUnits = ['years', 'months'] as const;
export type DurationUnit = (typeof durationUnits)[number];

export interface DownPaymentInput extends RangeInput {
  unit: DownPaymentUnit;
}
export interface DurationInput extends RangeInput {
  unit: DurationUnit;
}

/** blocks.md §2.3 defaults: down payment 20–50 % in steps of 5, default 20; duration 4–7 years, default 4. */
export const downPaymentDefaults = { min: 20, max: 50, default: 20, interval: 5, unit: '%' } as const;
export const durationDefaults = { min: 4, max: 7, default: 4, interval: 1, unit: 'years' } as const;
/** ボーナス加算額 (yen, twice a year) of a bonus product that does not say. */
export const bonusDefaults = { min: 0, max: 300_000, default: 100_000, interval: 50_000 } as const;
/** 残価率 (% of the price) by term in months, for a residual product that does not say: Japanese premium-brand levels. */
export const residualDefaults: Readonly<Record<number, number>> = { 24: 55, 36: 50, 48: 40, 60: 35, 72: 30, 84: 25 };

/** The quote's items: the spec's output fields, then the 割賦販売法 items (japan.md) the spec does not name. */
export const outputKeys = [
  'on_the_road_price',
  'total_deposit',
  'cash_deposit',
  'deposit_contribution',
  'total_amount_of_credit',
  'interest_rate',
  'monthly_payments',
  'duration_of_agreement',
  'monthly_payment',
  'bonus_payment',
  'final_payment',
  'finance_charge',
  'total_payable',
  'created_at',
] as const;
export type OutputKey = (typeof outputKeys)[number];
/** What an editor may hide: everything else is a condition the law wants beside a monthly figure. */
export const hideableOutputs = ['cash_deposit', 'created_at'] as const satisfies readonly OutputKey[];

export interface OutputConfig {
  hidden: OutputKey[];
  labels: Partial<Record<OutputKey, string>>;
  /** Services the product includes at no charge (メンテナンスパック…): the block's `hide_free_items` hides them. */
  includedItems: string[];
}

export interface FinanceProductConfig {
  product: FinanceProductKey;
  features: ProductFeatures;
  downPayment: DownPaymentInput;
  duration: DurationInput;
  /** 実質年率 %: fixed when min = max. */
  interestRate: RangeInput;
  /** ボーナス加算額 per bonus month, yen; null for products without bonus payments. */
  bonus: RangeInput | null;
  /** 残価率 % by term in months; null for products without a balloon. */
  residualPct: Record<number, number> | null;
  /** A deposit the brand pays (頭金サポート): part of the total deposit beside the visitor's cash deposit. */
  contribution: { amount: number; label: string } | null;
  outputs: OutputConfig;
}

/** The values from min to max in steps of interval (at most `limit`; the rules keep configurations far below it). */
export function stepsOf(input: Pick<RangeInput, 'min' | 'max' | 'interval'>, limit = 200): number[] {
  const values: number[] = [];
  if (!(input.interval > 0) || !(input.max >= input.min)) return [input.min];
  for (let i = 0; i <= limit; i++) {
    const value = roundTo(input.min + i * input.interval);
    if (value > input.max + 1e-9) break;
    values.push(value);
  }
  return values;
}

/** Floating steps (0.1 + 0.2) printed and compared as the editor typed them. */
export const roundTo = (value: number) => Math.round(value * 1e6) / 1e6;

/** `value` moved into the range and onto its grid (the nearest step). */
export function snap(value: number, input: Pick<RangeInput, 'min' | 'max' | 'interval'>): number {
  if (!Number.isFinite(value)) return input.min;
  const clamped = Math.min(Math.max(value, input.min), input.max);
  if (!(input.interval > 0)) return clamped;
  const stepped = roundTo(input.min + Math.round((clamped - input.min) / input.interval) * input.interval);
  return stepped > input.max ? roundTo(stepped - input.interval) : stepped;
}

export const monthsOf = (duration: number, unit: DurationUnit) => (unit === 'years' ? Math.round(duration * 12) : Math.round(duration));

/** Every term the visitor can pick, in months. */
export const durationMonths = (duration: DurationInput) => stepsOf(duration).map((value) => monthsOf(value, duration.unit));
