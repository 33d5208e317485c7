/**
 * Reading the currency service's answer (site.md §3 "Currency exchange: exchangeRate and
 * startDate", §7: the keys are settings). The rate is what the double price multiplies yen by:
 * units of the second currency per yen, like the static rate of `price.double_price`.
 */
export interface ExchangeRate {
  rate: number;
  /** The date the service says the rate applies from, as it wrote it; null when it gave none. */
  startDate: string | null;
}

export type ExchangeRateReading = { ok: true; value: ExchangeRate; warnings: string[] } | { ok: false; problem: string };

/** The value at a dotted path of own properties (`data.rate`), or undefined. */
export function valueAt(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current) || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const decimal = /^\s*\d+(\.\d+)?([eE][-+]?\d+)?\s*$/;
/** A rate beyond this is a unit mistake (yen per unit read as units per yen), not a price to show. */
const largestRate = 1_000_000;

function asRate(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && decimal.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 && n < largestRate ? n : null;
}

export function readExchangeRate(body: unknown, keys: { rate: string; startDate: string }): ExchangeRateReading {
  const raw = valueAt(body, keys.rate);
  if (raw === undefined) return { ok: false, problem: `the answer has no "${keys.rate}"` };
  const rate = asRate(raw);
  if (rate === null) return { ok: false, problem: `"${keys.rate}" is not a positive number` };
  const date = valueAt(body, keys.startDate);
  const startDate = typeof date === 'string' && date.trim() !== '' ? date.trim().slice(0, 40) : null;
  const warnings = startDate === null ? [`the answer has no usable "${keys.startDate}"`] : [];
  return { ok: true, value: { rate, startDate }, warnings };
}
