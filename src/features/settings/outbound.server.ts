import 'server-only';
import { outboundFetch, outboundJson, type OutboundOptions, type OutboundResponse } from '@/lib/outbound-fetch.server';
import type { JsonLimits } from '@/lib/safe-json';
import { getSetting } from './settings.server';

/**
 * Fetching a URL that came from settings (currency, offers, and later news and dynamic content):
 * the outbound guard of lib/outbound-fetch.server.ts with the hosts of `outbound.allowed_hosts`
 * (docs/decisions/0044). Every server-side fetch of such a URL goes through here.
 */
type SettingsFetchOptions = Omit<OutboundOptions, 'allowedHosts' | 'allowListName'>;

async function withAllowList<O extends SettingsFetchOptions>(
  options: O,
): Promise<O & Pick<OutboundOptions, 'allowedHosts' | 'allowListName'>> {
  return { ...options, allowedHosts: await getSetting('outbound.allowed_hosts'), allowListName: 'setting outbound.allowed_hosts' };
}

export async function fetchSettingsUrl(url: string, options: SettingsFetchOptions = {}): Promise<OutboundResponse> {
  return outboundFetch(url, await withAllowList(options));
}

export async function fetchSettingsJson(url: string, options: SettingsFetchOptions & { jsonLimits?: JsonLimits } = {}): Promise<unknown> {
  return outboundJson(url, await withAllowList(options));
}
