import {
  bonusDefaults,
  downPaymentDefaults,
  downPaymentUnits,
  durationDefaults,
  durationMonths,
  durationUnits,
  hideableOutputs,
  outputKeys,
  residualDefaults,
  stepsOf,
  type DownPaymentInput,
  type DurationInput,
  type FinanceProductConfig,
  type OutputConfig,
  type OutputKey,
  type RangeInput,
} from './config';
import { defaultFinanceProduct, featuresOf, financeProductFeatures, type FinanceProductKey } from './products';

/**
 * A product group's `input_configuration` and `output_configuration` (decision 0063): checked on save
 * with a problem per mistake (the block's rules word them in Japanese at the field), and resolved
 * over the spec's defaults for the island. Content saved before a rule, or broken since, renders
 * with the defaults of the part that does not fit, and the editor's preview says why.
 */
export interface ConfigProblem {
  /** Where in the JSON: `down_payment.max`. */
  path: string;
  code:
    | 'shape'
    | 'unknown'
    | 'number'
    | 'integer'
    | 'between'
    | 'order'
    | 'grid'
    | 'interval'
    | 'unit'
    | 'label'
    | 'too_many'
    | 'no_bonus'
    | 'no_residual'
    | 'residual_key'
    | 'residual_missing'
    | 'no_room'
    | 'hidden'
    | 'items';
  values?: Record<string, string | number>;
}

export const inputKeys = ['down_payment', 'duration', 'interest_rate', 'bonus_payment', 'residual_value', 'deposit_contribution'] as const;
export const outputConfigKeys = ['hidden', 'labels', 'included_items'] as const;

/** Limits of what an editor may configure (and what the property test ranges over). */
export const configLimits = {
  downPaymentPct: { min: 0, max: 90 },
  downPaymentYen: { min: 0, max: 100_000_000 },
  years: { min: 1, max: 10 },
  months: { min: 1, max: 120 },
  interestRate: { min: 0, max: 20 },
  bonus: { min: 0, max: 2_000_000 },
  residualPct: { min: 0, max: 80 },
  contribution: { min: 0, max: 10_000_000 },
  /** Choices a slider or select may offer. */
  steps: 60,
  label: 30,
  outputLabel: 40,
  includedItems: 10,
  includedItem: 60,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const onGrid = (value: number, min: number, interval: number) => {
  const steps = (value - min) / interval;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

interface RangeRules {
  limits: { min: number; max: number };
  integer?: boolean;
  /** Fixed values (the interest rate) need no interval. */
  intervalOptional?: boolean;
}

/** One range input ({ label, min, max, default, interval }) over its defaults, with what is wrong with it. */
function readRange(
  path: string,
  raw: unknown,
  defaults: Omit<RangeInput, 'label'> & { label: string },
  rules: RangeRules,
  extraKeys: readonly string[] = [],
): { value: RangeInput; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  if (raw === undefined) return { value: defaults, problems };
  if (!isRecord(raw)) return { value: defaults, problems: [{ path, code: 'shape' }] };
  const allowed = ['label', 'min', 'max', 'default', 'interval', ...extraKeys];
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key)) problems.push({ path, code: 'unknown', values: { key, allowed: allowed.join('、') } });
  }
  const value = { ...defaults };
  for (const key of ['min', 'max', 'default', 'interval'] as const) {
    const n = raw[key];
    if (n === undefined) continue;
    if (typeof n !== 'number' || !Number.isFinite(n)) {
      problems.push({ path: `${path}.${key}`, code: 'number' });
      continue;
    }
    if (rules.integer && !Number.isInteger(n)) problems.push({ path: `${path}.${key}`, code: 'integer' });
    if (key !== 'interval' && (n < rules.limits.min || n > rules.limits.max)) {
      problems.push({ path: `${path}.${key}`, code: 'between', values: rules.limits });
    }
    value[key] = n;
  }
  if (raw.label !== undefined) {
    if (typeof raw.label !== 'string' || !raw.label.trim() || raw.label.trim().length > configLimits.label) {
      problems.push({ path: `${path}.label`, code: 'label', values: { max: configLimits.label } });
    } else value.label = raw.label.trim();
  }
  // Only the fields given move: a default of 20 with a new min of 30 is the editor's to fix.
  if (problems.length) return { value: defaults, problems };
  if (!(value.min <= value.default && value.default <= value.max)) problems.push({ path, code: 'order' });
  const fixed = value.min === value.max;
  if (!(value.interval > 0) && !(fixed && rules.intervalOptional)) problems.push({ path: `${path}.interval`, code: 'interval' });
  else if (!fixed && (!onGrid(value.default, value.min, value.interval) || !onGrid(value.max, value.min, value.interval))) {
    problems.push({ path, code: 'grid' });
  } else if (!fixed && (value.max - value.min) / value.interval + 1 > configLimits.steps) {
    problems.push({
      path,
      code: 'too_many',
      values: { count: Math.round((value.max - value.min) / value.interval) + 1, max: configLimits.steps },
    });
  }
  return problems.length ? { value: defaults, problems } : { value, problems };
}

function readUnit<U extends string>(path: string, raw: unknown, units: readonly U[], fallback: U): { unit: U; problems: ConfigProblem[] } {
  const unit = isRecord(raw) ? raw.unit : undefined;
  if (unit === undefined) return { unit: fallback, problems: [] };
  if (typeof unit === 'string' && (units as readonly string[]).includes(unit)) return { unit: unit as U, problems: [] };
  return { unit: fallback, problems: [{ path: `${path}.unit`, code: 'unit', values: { units: units.join('、') } }] };
}

export interface InputLabels {
  downPayment: string;
  duration: string;
  interestRate: string;
  bonus: string;
  contribution: string;
}

export type ResolvedInputs = Omit<FinanceProductConfig, 'product' | 'features' | 'outputs'>;

/**
 * The inputs of a product: `raw` (the group's `input_configuration`) over the defaults. The interest
 * rate not configured is the site's (`finance.loan_example`), as on cards and vehicle pages.
 */
export function readInputConfiguration(
  raw: unknown,
  product: FinanceProductKey,
  labels: InputLabels,
  siteApr: number,
): { value: ResolvedInputs; problems: ConfigProblem[] } {
  const features = featuresOf(product);
  const problems: ConfigProblem[] = [];
  const config: Record<string, unknown> = raw === undefined || raw === null ? {} : isRecord(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isRecord(raw)) problems.push({ path: '', code: 'shape' });
  for (const key of Object.keys(config)) {
    if (!(inputKeys as readonly string[]).includes(key))
      problems.push({ path: '', code: 'unknown', values: { key, allowed: inputKeys.join('、') } });
  }

  const dpUnit = readUnit('down_payment', config.down_payment, downPaymentUnits, downPaymentDefaults.unit);
  const dpDefaults =
    dpUnit.unit === '%'
      ? { ...downPaymentDefaults, label: labels.downPayment }
      : { min: 0, max: 3_000_000, default: 0, interval: 100_000, label: labels.downPayment };
  const dp = readRange(
    'down_payment',
    config.down_payment,
    dpDefaults,
    {
      limits: dpUnit.unit === '%' ? configLimits.downPaymentPct : configLimits.downPaymentYen,
    },
    ['unit'],
  );
  const downPayment: DownPaymentInput = { ...dp.value, unit: dpUnit.unit };

  const durUnit = readUnit('duration', config.duration, durationUnits, durationDefaults.unit);
  const durDefaults =
    durUnit.unit === 'years'
      ? { ...durationDefaults, label: labels.duration }
      : { min: 48, max: 84, default: 48, interval: 12, label: labels.duration };
  const dur = readRange(
    'duration',
    config.duration,
    durDefaults,
    {
      limits: durUnit.unit === 'years' ? configLimits.years : configLimits.months,
      integer: true,
    },
    ['unit'],
  );
  const duration: DurationInput = { ...dur.value, unit: durUnit.unit };

  const apr = Math.min(Math.max(siteApr, configLimits.interestRate.min), configLimits.interestRate.max);
  // A rate given as { "default": 2.9 } alone is that rate, fixed; with min and max the visitor picks it.
  const rateRaw = isRecord(config.interest_rate) ? config.interest_rate : {};
  const fixedAt = typeof rateRaw.default === 'number' && rateRaw.min === undefined && rateRaw.max === undefined ? rateRaw.default : apr;
  const rate = readRange(
    'interest_rate',
    config.interest_rate,
    { min: fixedAt, max: fixedAt, default: fixedAt, interval: 0, label: labels.interestRate },
    { limits: configLimits.interestRate, intervalOptional: true },
  );
  const siteRate: RangeInput = { min: apr, max: apr, default: apr, interval: 0, label: labels.interestRate };
  const interestRate = rate.problems.length ? siteRate : rate.value;

  let bonus: RangeInput | null = null;
  const bonusProblems: ConfigProblem[] = [];
  if (features.bonus) {
    const read = readRange(
      'bonus_payment',
      config.bonus_payment,
      { ...bonusDefaults, label: labels.bonus },
      { limits: configLimits.bonus, integer: true },
    );
    bonus = read.value;
    bonusProblems.push(...read.problems);
  } else if (config.bonus_payment !== undefined) bonusProblems.push({ path: 'bonus_payment', code: 'no_bonus', values: { product } });

  const residual = readResidual(config.residual_value, features.residual, product, durationMonths(duration));
  const contribution = readContribution(config.deposit_contribution, labels.contribution);

  problems.push(...dpUnit.problems, ...dp.problems, ...durUnit.problems, ...dur.problems, ...rate.problems, ...bonusProblems);
  problems.push(...residual.problems, ...contribution.problems);
  if (!dp.problems.length && !dur.problems.length && !residual.problems.length && downPayment.unit === '%' && residual.value) {
    const highest = Math.max(...durationMonths(duration).map((m) => residual.value![m] ?? 0));
    if (downPayment.max + highest >= 100)
      problems.push({ path: 'residual_value', code: 'no_room', values: { deposit: downPayment.max, residual: highest } });
  }
  return {
    value: { downPayment, duration, interestRate, bonus, residualPct: residual.value, contribution: contribution.value },
    problems,
  };
}

function readResidual(
  raw: unknown,
  has: boolean,
  product: string,
  terms: number[],
): { value: Record<number, number> | null; problems: ConfigProblem[] } {
  if (!has)
    return { value: null, problems: raw === undefined ? [] : [{ path: 'residual_value', code: 'no_residual', values: { product } }] };
  const fallback = { ...residualDefaults };
  if (raw === undefined) {
    const missing = terms.find((m) => fallback[m] === undefined);
    return {
      value: fallback,
      problems: missing === undefined ? [] : [{ path: 'residual_value', code: 'residual_missing', values: { months: missing } }],
    };
  }
  if (!isRecord(raw)) return { value: fallback, problems: [{ path: 'residual_value', code: 'shape' }] };
  const problems: ConfigProblem[] = [];
  const value: Record<number, number> = {};
  for (const [key, pct] of Object.entries(raw)) {
    if (!/^[1-9]\d{0,2}$/.test(key)) problems.push({ path: 'residual_value', code: 'residual_key', values: { key } });
    else if (typeof pct !== 'number' || !Number.isFinite(pct)) problems.push({ path: `residual_value.${key}`, code: 'number' });
    else if (pct < configLimits.residualPct.min || pct > configLimits.residualPct.max) {
      problems.push({ path: `residual_value.${key}`, code: 'between', values: configLimits.residualPct });
    } else value[Number(key)] = pct;
  }
  const missing = terms.find((m) => value[m] === undefined);
  if (!problems.length && missing !== undefined)
    problems.push({ path: 'residual_value', code: 'residual_missing', values: { months: missing } });
  return problems.length ? { value: fallback, problems } : { value, problems };
}

function readContribution(raw: unknown, label: string): { value: { amount: number; label: string } | null; problems: ConfigProblem[] } {
  if (raw === undefined) return { value: null, problems: [] };
  if (!isRecord(raw)) return { value: null, problems: [{ path: 'deposit_contribution', code: 'shape' }] };
  const problems: ConfigProblem[] = [];
  for (const key of Object.keys(raw)) {
    if (key !== 'amount' && key !== 'label')
      problems.push({ path: 'deposit_contribution', code: 'unknown', values: { key, allowed: 'amount、label' } });
  }
  const amount = raw.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) problems.push({ path: 'deposit_contribution.amount', code: 'integer' });
  else if (amount < configLimits.contribution.min || amount > configLimits.contribution.max) {
    problems.push({ path: 'deposit_contribution.amount', code: 'between', values: configLimits.contribution });
  }
  const own = raw.label;
  if (own !== undefined && (typeof own !== 'string' || !own.trim() || own.trim().length > configLimits.label)) {
    problems.push({ path: 'deposit_contribution.label', code: 'label', values: { max: configLimits.label } });
  }
  if (problems.length) return { value: null, problems };
  return {
    value: (amount as number) > 0 ? { amount: amount as number, label: typeof own === 'string' ? own.trim() : label } : null,
    problems,
  };
}

/** The product's `output_configuration`: items it hides (only those the law does not ask for), its labels, its free services. */
export function readOutputConfiguration(raw: unknown): { value: OutputConfig; problems: ConfigProblem[] } {
  const empty: OutputConfig = { hidden: [], labels: {}, includedItems: [] };
  if (raw === undefined || raw === null) return { value: empty, problems: [] };
  if (!isRecord(raw)) return { value: empty, problems: [{ path: '', code: 'shape' }] };
  const problems: ConfigProblem[] = [];
  for (const key of Object.keys(raw)) {
    if (!(outputConfigKeys as readonly string[]).includes(key))
      problems.push({ path: '', code: 'unknown', values: { key, allowed: outputConfigKeys.join('、') } });
  }
  const value: OutputConfig = { hidden: [], labels: {}, includedItems: [] };
  if (raw.hidden !== undefined) {
    if (!Array.isArray(raw.hidden)) problems.push({ path: 'hidden', code: 'shape' });
    else
      for (const key of raw.hidden) {
        if (typeof key === 'string' && (hideableOutputs as readonly string[]).includes(key)) value.hidden.push(key as OutputKey);
        else problems.push({ path: 'hidden', code: 'hidden', values: { key: String(key), allowed: hideableOutputs.join('、') } });
      }
  }
  if (raw.labels !== undefined) {
    if (!isRecord(raw.labels)) problems.push({ path: 'labels', code: 'shape' });
    else
      for (const [key, text] of Object.entries(raw.labels)) {
        if (!(outputKeys as readonly string[]).includes(key)) {
          problems.push({ path: 'labels', code: 'unknown', values: { key, allowed: outputKeys.join('、') } });
        } else if (typeof text !== 'string' || !text.trim() || text.trim().length > configLimits.outputLabel) {
          problems.push({ path: `labels.${key}`, code: 'label', values: { max: configLimits.outputLabel } });
        } else value.labels[key as OutputKey] = text.trim();
      }
  }
  if (raw.included_items !== undefined) {
    const items = raw.included_items;
    const fits =
      Array.isArray(items) &&
      items.length <= configLimits.includedItems &&
      items.every((item) => typeof item === 'string' && item.trim() && item.trim().length <= configLimits.includedItem);
    if (!fits)
      problems.push({
        path: 'included_items',
        code: 'items',
        values: { max: configLimits.includedItems, length: configLimits.includedItem },
      });
    else value.includedItems = (items as string[]).map((item) => item.trim());
  }
  return { value: problems.length ? empty : value, problems };
}

/** The steps a range offers (for tests and the island's selects). */
export const optionsOf = (input: RangeInput) => stepsOf(input, configLimits.steps);

/** A product group as the island needs it, and what the preview should tell the editor about it. */
export function resolveProductConfig(
  group: { finance_product: string; input_configuration?: unknown; output_configuration?: unknown },
  labels: InputLabels,
  siteApr: number,
): { config: FinanceProductConfig; inputProblems: ConfigProblem[]; outputProblems: ConfigProblem[] } {
  const product = Object.hasOwn(financeProductFeatures, group.finance_product)
    ? (group.finance_product as FinanceProductKey)
    : defaultFinanceProduct;
  const input = readInputConfiguration(group.input_configuration, product, labels, siteApr);
  const output = readOutputConfiguration(group.output_configuration);
  return {
    config: { product, features: featuresOf(product), ...input.value, outputs: output.value },
    inputProblems: input.problems,
    outputProblems: output.problems,
  };
}
