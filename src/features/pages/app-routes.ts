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

export function isAppRoute(pathname: string): boolean {
  return appRoutePrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
