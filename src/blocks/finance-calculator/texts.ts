import type { Translate } from '@/i18n/i18n';

/**
 * The words of the calculator's island (decision 0063), from `finance_calculator.text.*`. The server
 * translates them with their `{{placeholders}}` kept, and the island fills them (`fill`), so one string
 * serves every figure and no i18n runtime reaches the browser.
 */
export const textPlaceholders = {
  steps: [],
  step_of: ['n', 'total'],
  step_done: [],
  step_vehicle: [],
  step_product: [],
  step_options: [],
  step_quote: [],
  model: [],
  model_year: [],
  model_year_value: ['year'],
  body_style: [],
  engine: [],
  trim: [],
  vehicle_price: [],
  product: [],
  next: [],
  back: [],
  calculate: [],
  edit: [],
  change_vehicle: [],
  down_payment: [],
  down_payment_value: ['percent', 'amount'],
  duration: [],
  duration_years: ['years', 'months'],
  duration_months: ['months'],
  interest_rate: [],
  percent: ['value'],
  bonus_payment: [],
  bonus_none: [],
  residual: [],
  residual_value: ['percent', 'months'],
  contribution: [],
  quote_title: [],
  quote_for: ['vehicle', 'product'],
  monthly_label: [],
  yen: ['amount'],
  on_the_road_price: [],
  total_deposit: [],
  cash_deposit: [],
  total_amount_of_credit: [],
  monthly_payments: [],
  monthly_payments_value: ['count'],
  duration_of_agreement: [],
  monthly_payment: [],
  bonus_value: ['amount', 'count'],
  final_payment: [],
  final_payment_value: ['amount', 'percent'],
  finance_charge: [],
  total_payable: [],
  created_at: [],
  included_items: [],
  example_note: [],
  no_price: [],
  no_credit: [],
  announce: ['vehicle', 'product', 'monthly', 'count', 'apr', 'deposit', 'total'],
  announce_none: ['vehicle', 'product', 'reason'],
} as const satisfies Record<string, readonly string[]>;

export type TextKey = keyof typeof textPlaceholders;
export type FinanceTexts = Record<TextKey, string>;
export const textKeys = Object.keys(textPlaceholders) as TextKey[];

/** A text with its `{{name}}` placeholders filled. */
export { fillTemplate as fill } from '@/lib/fill-template';

/** Every text the island needs, placeholders kept (server side). */
export function financeTexts(t: Translate): FinanceTexts {
  return Object.fromEntries(
    textKeys.map((key) => {
      const names = textPlaceholders[key] as readonly string[];
      return [key, t(`finance_calculator.text.${key}`, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])))];
    }),
  ) as FinanceTexts;
}
