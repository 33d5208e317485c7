import 'server-only';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { getSetting } from '@/features/settings/settings.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { refreshingValue } from '@/lib/refreshing-value.server';
import { readExchangeRate, type ExchangeRate } from './exchange-rate';

/**
 * The currency service's rate (site.md §4 "fetched once", §7 `GET {host}/currency-exchange` when
 * `currency.api_url` is set; rate and start date under the keys of `currency.rate_key` and
 * `currency.start_date_key`). Fetched through the outbound guard once per instance and then
 * refreshed every hour in the background (docs/decisions/0044); a failure is logged and answers
 * null, never an error, so that the caller falls back to the static rate.
 */
export const exchangeRateTiming = { freshMs: 60 * 60_000, retryMs: 5 * 60_000, timeoutMs: 5000, maxBytes: 64 * 1024 } as const;

const rates = refreshingValue<ExchangeRate>({
  tag: cacheTags.currency,
  freshMs: exchangeRateTiming.freshMs,
  retryMs: exchangeRateTiming.retryMs,
});

export function exchangeRateEndpoint(apiUrl: string): string {
  const base = new URL(apiUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/currency-exchange`;
  return base.href;
}

async function fetchExchangeRate(url: string, keys: { rate: string; startDate: string }): Promise<ExchangeRate> {
  let body: unknown;
  try {
    body = await fetchSettingsJson(url, { timeoutMs: exchangeRateTiming.timeoutMs, maxBytes: exchangeRateTiming.maxBytes });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'currency exchange rate unavailable: the static double-price rate is used');
    throw error;
  }
  const reading = readExchangeRate(body, keys);
  if (!reading.ok) {
    logger.error(
      { problem: reading.problem, rateKey: keys.rate },
      'Currency response lacking its key: the static double-price rate is used',
    );
    throw new Error(reading.problem);
  }
  for (const warning of reading.warnings) logger.warn({ problem: warning }, 'currency exchange answer incomplete');
  return reading.value;
}

/** The service's current rate, or null when no service is set or none has answered usefully yet. */
export async function getExchangeRate(): Promise<ExchangeRate | null> {
  const [apiUrl, rate, startDate] = await Promise.all([
    getSetting('currency.api_url'),
    getSetting('currency.rate_key'),
    getSetting('currency.start_date_key'),
  ]);
  if (!apiUrl) return null;
  const url = exchangeRateEndpoint(apiUrl);
  const keys = { rate, startDate };
  return (await rates.get(JSON.stringify([url, keys]), () => fetchExchangeRate(url, keys))) ?? null;
}

/** Forget the fetched rate (tests). */
export function resetExchangeRate(): void {
  rates.reset();
}
