import 'server-only';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { getSetting } from '@/features/settings/settings.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { refreshingValue } from '@/lib/refreshing-value.server';
import { hostedNavigationUrl, readHostedNavigation, type HostedNavigation } from './hosted-navigation';

/**
 * The hosted navigation of `navigation.hosted` (decision 0049): fetched through the outbound guard
 * (decision 0044) once per instance, refreshed every 15 minutes in the background, and validated.
 * Null when it is not set up or has not answered usefully yet: the caller then shows our own
 * navigation. A failure is logged here, once per attempt, and asked again after a minute.
 */
export const hostedNavigationTiming = { freshMs: 15 * 60_000, retryMs: 60_000, timeoutMs: 3000, maxBytes: 256 * 1024 } as const;

const navigations = refreshingValue<HostedNavigation>({
  tag: cacheTags.remoteNavigation,
  freshMs: hostedNavigationTiming.freshMs,
  retryMs: hostedNavigationTiming.retryMs,
});

async function fetchHostedNavigation(url: string): Promise<HostedNavigation> {
  let body: unknown;
  try {
    body = await fetchSettingsJson(url, { timeoutMs: hostedNavigationTiming.timeoutMs, maxBytes: hostedNavigationTiming.maxBytes });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'hosted navigation unavailable: our own navigation is shown');
    throw error;
  }
  const reading = readHostedNavigation(body);
  if (!reading.ok) {
    logger.error({ problem: reading.problem }, 'hosted navigation answer does not fit: our own navigation is shown');
    throw new Error(reading.problem);
  }
  return reading.value;
}

export async function getHostedNavigation(): Promise<HostedNavigation | null> {
  const setting = await getSetting('navigation.hosted');
  if (!setting) {
    logger.warn('navigation.kind is hosted but navigation.hosted is not set: our own navigation is shown');
    return null;
  }
  const url = hostedNavigationUrl(setting);
  return (await navigations.get(url, () => fetchHostedNavigation(url))) ?? null;
}

/** Forget the fetched navigation (tests). */
export function resetHostedNavigation(): void {
  navigations.reset();
}
