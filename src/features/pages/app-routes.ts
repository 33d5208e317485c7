/** Route served to visitors for unknown paths (status 404). */
export const notFoundRoute = '/page-not-found';

/** Internal twin of the CMS renderer for pages whose blocks render from the query. */
export const dynamicPageRoute = '/dynamic-page';

/**
 * Paths owned by app routes rather than CMS pages. The proxy sends everything else that has no live
 * page straight to the 404 page.
 */
const appRoutePrefixes = [
  '/no-access',
  notFoundRoute,
  dynamicPageRoute,
  '/cms',
  '/admin',
  '/lrdx-navigation-test',
  '/auth',
  '/showroom',
  '/showroom-order-online',
  '/auth-exchange',
  '/disabled-preview',
  '/trade_in',
  '/fonts',
  '/forms',
  '/search',
  '/external-transmission',
];

/**
 * Prefixes whose paths below (not the prefix itself) belong to app routes: `/news` is the CMS page
 * with the news list, `/news/{slug}` an article (decision 0045).
 */
const appRouteChildPrefixes = ['/news'];

export function isAppRoute(pathname: string): boolean {
  return (
    appRoutePrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ||
    appRouteChildPrefixes.some((p) => pathname.startsWith(`${p}/`))
  );
}
