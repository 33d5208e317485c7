/** Route served to visitors for unknown paths (status 404). */
export const notFoundRoute = '/page-not-found';

/**
 * Paths owned by app routes rather than CMS pages. The proxy sends everything else that has no live
 * page straight to the 404 page.
 */
const appRoutePrefixes = ['/no-access', notFoundRoute, '/cms', '/admin', '/showroom', '/showroom-order-online', '/auth-exchange', '/disabled-preview'];

export function isAppRoute(pathname: string): boolean {
  return appRoutePrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
