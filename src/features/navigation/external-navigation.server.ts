import 'server-only';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { fetchSettingsUrl } from '@/features/settings/outbound.server';
import { getSetting } from '@/features/settings/settings.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { refreshingValue } from '@/lib/refreshing-value.server';
import { fillRetailerPlaceholders, inlineStylesheet } from './external-navigation';
import type { ExternalNavigationSetting } from './navigation-settings';

/**
 * The external navigation of `navigation.external` (decision 0049). The server fetches the HTML
 * and the stylesheets through the outbound guard (decision 0044) once per instance and refreshes
 * them every 15 minutes in the background; the HTML goes through the editor-HTML sanitiser (no
 * script, handler or javascript: link survives) before the retailer placeholders are filled with
 * escaped values. Scripts are not fetched: the browser loads them, pinned by their integrity hash.
 * Null when it is not set up or has not been fetched: the caller shows our own navigation.
 */
export const externalNavigationTiming = { freshMs: 15 * 60_000, retryMs: 60_000, timeoutMs: 3000, maxBytes: 256 * 1024 } as const;

export interface ExternalNavigation {
  /** Sanitised, placeholders filled. */
  html: string;
  /** The stylesheets, inlined in order. */
  css: string;
  scripts: { src: string; integrity: string }[];
}

const navigations = refreshingValue<ExternalNavigation>({
  tag: cacheTags.remoteNavigation,
  freshMs: externalNavigationTiming.freshMs,
  retryMs: externalNavigationTiming.retryMs,
});

async function fetchText(url: string, what: string): Promise<string> {
  const response = await fetchSettingsUrl(url, {
    timeoutMs: externalNavigationTiming.timeoutMs,
    maxBytes: externalNavigationTiming.maxBytes,
    headers: { accept: what === 'html' ? 'text/html' : 'text/css' },
  });
  if (response.status < 200 || response.status > 299) throw new Error(`the navigation ${what} answered ${response.status}`);
  return response.text;
}

async function fetchExternalNavigation(setting: ExternalNavigationSetting, iframeHosts: string[]): Promise<ExternalNavigation> {
  try {
    const [html, ...stylesheets] = await Promise.all([
      fetchText(setting.html_url, 'html'),
      ...setting.css_urls.map((url) => fetchText(url, 'css')),
    ]);
    const sanitised = sanitizeEditorHtml(html!, { iframeHosts });
    if (!sanitised.trim()) throw new Error('the navigation HTML is empty once sanitised');
    return {
      html: fillRetailerPlaceholders(sanitised, { name: setting.retailer_name, url: setting.retailer_url }),
      css: stylesheets.map((css, i) => inlineStylesheet(css, setting.css_urls[i]!)).join('\n'),
      scripts: setting.scripts,
    };
  } catch (error) {
    // Half a navigation (HTML without its styles) would look broken: all of it or our own.
    logger.warn({ err: (error as Error).message }, 'external navigation unavailable: our own navigation is shown');
    throw error;
  }
}

export async function getExternalNavigation(): Promise<ExternalNavigation | null> {
  const [setting, iframeHosts] = await Promise.all([getSetting('navigation.external'), getSetting('html_filter.iframe_hosts')]);
  if (!setting) {
    logger.warn('navigation.kind is external but navigation.external is not set: our own navigation is shown');
    return null;
  }
  const key = JSON.stringify([setting, iframeHosts]);
  return (await navigations.get(key, () => fetchExternalNavigation(setting, iframeHosts))) ?? null;
}

/** Forget the fetched navigation (tests). */
export function resetExternalNavigation(): void {
  navigations.reset();
}
