import 'server-only';
import { loadOffers } from '@/features/offers/offers.server';
import { fetchSettingsUrl } from '@/features/settings/outbound.server';
import { getSetting } from '@/features/settings/settings.server';
import { cacheTags } from '@/lib/cache-tags';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { refreshingValue } from '@/lib/refreshing-value.server';
import { parseJsonSafely } from '@/lib/safe-json';
import { readListNames, readModelList, type NamesReading } from './source-readers';
import type { StrategyKey } from './strategy';
import type { StrategySource } from './verdict';

/**
 * Where each strategy's data comes from (site.md §5, §7; docs/decisions/0048). Every address is a
 * setting, fetched through the outbound guard (decision 0044) once per instance and refreshed in
 * the background; a refresh that brings different names bumps the `dynamic-content` tag, so the
 * cached pages that were rendered with the old names are rendered again.
 */
export const dynamicContentTiming = { freshMs: 15 * 60_000, retryMs: 60_000, timeoutMs: 3000, maxBytes: 512 * 1024 } as const;

/** site.md §5's message, and the "similar message for the lists". */
export const reffineMessages = {
  apiUrl: 'API_URL for REFFINE_SL strategy is not set or invalid. Please check the settings.',
  lists: 'LISTS_TO_CHECK for REFFINE_SL strategy is not set or invalid. Please check the settings.',
} as const;
export const externalMessages = {
  apiKey: 'API_KEY for external strategy is not set. Please check DYNAMIC_CONTENT_API_KEY.',
  apiUrl: 'API_URL for external strategy is not set or invalid. Please check the settings.',
} as const;

const timing = { tag: cacheTags.dynamicContent, freshMs: dynamicContentTiming.freshMs, retryMs: dynamicContentTiming.retryMs };
const modelLists = refreshingValue<Set<string>>(timing);
const externalResults = refreshingValue<Set<string>>(timing);
const reffineLists = refreshingValue<Set<string>>(timing);

async function fetchNames(
  source: string,
  url: string,
  read: (body: unknown) => NamesReading,
  { headers, exactly200 = false }: { headers?: Record<string, string>; exactly200?: boolean } = {},
): Promise<Set<string>> {
  try {
    const response = await fetchSettingsUrl(url, {
      headers,
      timeoutMs: dynamicContentTiming.timeoutMs,
      maxBytes: dynamicContentTiming.maxBytes,
    });
    const ok = exactly200 ? response.status === 200 : response.status >= 200 && response.status <= 299;
    if (!ok) throw new Error(`${new URL(response.url).hostname} answered ${response.status}`);
    const reading = read(parseJsonSafely(response.text));
    if (!reading.ok) throw new Error(reading.problem);
    if (reading.dropped) logger.warn({ source, dropped: reading.dropped }, 'dynamic-content names that are not text were dropped');
    return reading.names;
  } catch (error) {
    // The last good names (if any) stay; content that has none shows its fallback.
    logger.warn({ source, err: (error as Error).message }, 'dynamic-content source unavailable');
    throw error;
  }
}

const fromNames = (names: Set<string> | undefined): StrategySource => (names ? { kind: 'names', names } : { kind: 'failed' });

async function modelListSource(): Promise<StrategySource> {
  const url = await getSetting('dynamic_content.model_list_url');
  // "Missing model list means show."
  if (!url) return { kind: 'unset' };
  return fromNames(await modelLists.get(url, () => fetchNames('model_list', url, readModelList)));
}

async function externalSource(): Promise<StrategySource> {
  const apiKey = env().DYNAMIC_CONTENT_API_KEY;
  if (!apiKey) {
    logger.error(externalMessages.apiKey);
    return { kind: 'refused' };
  }
  const url = await getSetting('dynamic_content.external_api_url');
  if (!url) {
    logger.error(externalMessages.apiUrl);
    return { kind: 'refused' };
  }
  const headers = { 'x-api-key': apiKey };
  return fromNames(await externalResults.get(url, () => fetchNames('external', url, readModelList, { headers })));
}

/** `{api_base_url}/public_api/dynamic_content/{comma-joined uuids}` (site.md §7). */
export function reffineEndpoint(apiBaseUrl: string, uuids: readonly string[]): string {
  const base = new URL(apiBaseUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/public_api/dynamic_content/${uuids.map(encodeURIComponent).join(',')}`;
  return base.href;
}

async function reffineSource(): Promise<StrategySource> {
  const [apiBaseUrl, uuids] = await Promise.all([
    getSetting('dynamic_content.reffine_sl.api_base_url'),
    getSetting('dynamic_content.reffine_sl.lists_to_check'),
  ]);
  if (!apiBaseUrl) {
    logger.error(reffineMessages.apiUrl);
    return { kind: 'refused' };
  }
  if (uuids.length === 0) {
    logger.error(reffineMessages.lists);
    return { kind: 'refused' };
  }
  const url = reffineEndpoint(apiBaseUrl, uuids);
  const read = (body: unknown) => readListNames(body, uuids);
  return fromNames(await reffineLists.get(url, () => fetchNames('reffine_sl', url, read, { exactly200: true })));
}

async function offersSource(): Promise<StrategySource> {
  const offers = await loadOffers();
  return offers ? { kind: 'offers', offers } : { kind: 'failed' };
}

export function loadStrategySource(key: StrategyKey): Promise<StrategySource> {
  switch (key) {
    case 'model_list':
      return modelListSource();
    case 'offers':
      return offersSource();
    case 'external':
      return externalSource();
    case 'reffine_sl':
      return reffineSource();
  }
}

/** Forget what was fetched (tests). */
export function resetDynamicContentSources(): void {
  modelLists.reset();
  externalResults.reset();
  reffineLists.reset();
}
