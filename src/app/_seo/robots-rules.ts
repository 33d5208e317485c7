import type { MetadataRoute } from 'next';

/**
 * Paths no search engine should crawl: the editor and admin, the APIs, the internal twin of the
 * CMS renderer (its pages are reachable at their own paths), sign-in and its hand-off, the order
 * (checkout) flow and the error pages. Prefixes, as robots.txt matches them.
 */
export const disallowedPaths = [
  '/cms',
  '/admin',
  '/api/',
  '/public_api/',
  '/dynamic-page',
  '/auth-exchange',
  '/auth/',
  '/lrdx-navigation-test',
  '/showroom-order-online',
  '/disabled-preview',
  '/page-not-found',
  '/no-access',
] as const;

/** robots.txt: the public site open, the rest closed; everything closed while the site needs sign-in. */
export function robotsRules({ siteUrl, requiresSignIn }: { siteUrl: string; requiresSignIn: boolean }): MetadataRoute.Robots {
  if (requiresSignIn) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...disallowedPaths] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
