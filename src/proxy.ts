import { NextResponse, type NextRequest } from 'next/server';
import { needsDynamicRendering } from '@/blocks/registry';
import { findLivePath, findRedirect } from '@/features/pages/pages.server';
import { dynamicPageRoute, isAppRoute, notFoundRoute } from '@/features/pages/app-routes';
import { vehicleIdFromSlug } from '@/features/stock/vehicle';
import { getVehiclePage } from '@/features/stock/vehicle.server';
import { logger } from '@/lib/logger.server';
import { hasFileExtension, isServedFile, isUnbuiltAppPath } from './proxy-routes';

/**
 * Answers url_redirection records with their exact status code (301 by default) before any page
 * renders; App Router's redirect() could only give 307/308. Not a security boundary: every route
 * and data function checks access itself.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  try {
    const rule = await findRedirect(pathname);
    if (rule) {
      const target = new URL(rule.to, request.nextUrl.origin);
      if (!search || target.search) return NextResponse.redirect(target, rule.httpCode);
      target.search = search;
      return NextResponse.redirect(target, rule.httpCode);
    }
    // Vehicle pages: an old or wrong slug with a valid id answers 301 to the canonical one
    // (site.md §2); an unknown id gets the 404 page.
    const showroom = /^\/showroom\/([^/]+)$/.exec(pathname);
    if (showroom) {
      const id = vehicleIdFromSlug(decodeURIComponent(showroom[1]!));
      const page = id ? await getVehiclePage(id) : null;
      if (!page) return NextResponse.rewrite(new URL(notFoundRoute, request.url), { status: 404 });
      if (page.canonicalPath !== pathname) {
        const target = new URL(page.canonicalPath, request.url);
        target.search = search;
        return NextResponse.redirect(target, 301);
      }
      return NextResponse.next();
    }
    // Reserved app paths without a route yet, and files nothing serves, would get Next's bare 404.
    if (isUnbuiltAppPath(pathname) || (hasFileExtension(pathname) && !isServedFile(pathname))) {
      return NextResponse.rewrite(new URL(notFoundRoute, request.url), { status: 404 });
    }
    const passThrough = hasFileExtension(pathname) || isAppRoute(pathname);
    const entry = passThrough ? null : await findLivePath(pathname);
    if (entry && needsDynamicRendering(entry.templateKeys)) {
      // Pages with query-driven blocks (stock locator) render per request with the query.
      const target = new URL(`${dynamicPageRoute}${pathname === '/' ? '' : pathname}`, request.url);
      target.search = search;
      return NextResponse.rewrite(target);
    }
    if (!passThrough && !entry) {
      // Must stay same-origin with Next's internal URL, or Next proxies the rewrite and the 404
      // becomes 200. That holds for any Host header, but not when `next start -H` binds another
      // host name (docs/decisions/0004): start the server without -H.
      return NextResponse.rewrite(new URL(notFoundRoute, request.url), { status: 404 });
    }
  } catch (error) {
    // Redirect lookup failing must not take pages down with it.
    logger.error({ err: error, pathname }, 'redirect lookup failed');
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/|public_api/|media/|fonts/).*)'],
};
