import type { Env } from '@/lib/env.server';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A production server whose SITE_URL is still the localhost default would publish canonical links,
 * sitemaps and share images pointing at the visitor's own machine — silently, since every page
 * still renders. Start-up says so once, loudly.
 */
export function siteUrlWarning({ NODE_ENV, SITE_URL }: Pick<Env, 'NODE_ENV' | 'SITE_URL'>): string | null {
  if (NODE_ENV !== 'production') return null;
  const { hostname } = new URL(SITE_URL);
  if (!loopbackHosts.has(hostname) && !hostname.endsWith('.localhost')) return null;
  return `SITE_URL is ${SITE_URL}: canonical URLs, the sitemap and Open Graph images will point at this machine. Set SITE_URL to the public origin (e.g. https://www.example.jp).`;
}
