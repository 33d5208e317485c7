import { NextResponse, type NextRequest } from 'next/server';
import { needsDynamicRendering } from '@/blocks/registry';
import { findLivePath, findRedirect } from '@/features/pages/pages.server';
import { dynamicPageRoute, isAppRoute, notFoundRoute } from '@/features/pages/app-routes';
import { vehicleIdFromSlug } from '@/features/stock/vehicle';
import { getVehiclePage } from '@/features/stock/vehicle.server';
import { slugOfNewsPath } from '@/features/news/news-paths';
import { getPublishedNewsArticle } from '@/features/news/news.server';
import { actorForSession, hasSessionCookie } from '@/features/auth/session.server';
import { getSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import { hasFileExtension, isServedFile, isUnbuiltAppPath, requiresSignIn } from './proxy-routes';

/** Screens anybody may open even when the whole site needs sign-in: signing in, and the error pages. */
const openWhenSiteNeedsSignIn = ['/auth/', '/auth-exchange', '/no-access', '/page-not-found'];

function signInRedirect(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const target = new URL('/auth/sign-in', request.url);
  target.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(target, 303);
}

/**
 * Answers url_redirection records with their exact status code (301 by default) before any page
 * renders; App Router's redirect() could only give 307/308. Not a security boundary: every route
 * and data function checks access itself.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The editor and the admin: nobody without a session gets further (each screen checks the
  // session and the permission itself; this only saves a render and remembers where to return).
  if (requiresSignIn(pathname) && !isUnbuiltAppPath(pathname) && !hasSessionCookie(request.headers.get('cookie')))
    return signInRedirect(request);
  try {
    if ((await siteNeedsSignIn(pathname)) && (await actorForSession(request.headers)).kind === 'anonymous') return signInRedirect(request);
  } catch (error) {
    // Closed, not open: a site that needs sign-in shows nothing when it cannot tell who is asking.
    logger.error({ err: error, pathname }, 'sign-in check failed');
    return new NextResponse(null, { status: 503, headers: { 'retry-after': '5' } });
  }
  try {
    // /auth-exchange exists only while the site needs sign-in (site.md §2).
    if (pathname === '/auth-exchange' && !(await getSetting('auth.require_user_login'))) {
      return NextResponse.rewrite(new URL(notFoundRoute, request.url), { status: 404 });
    }
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
    // News articles (decision 0045): an unknown slug, a draft or an article dated later gets the 404 page.
    if (pathname.startsWith('/news/')) {
      const slug = slugOfNewsPath(pathname);
      if (!slug || !(await getPublishedNewsArticle(slug)))
        return NextResponse.rewrite(new URL(notFoundRoute, request.url), { status: 404 });
    }
    // Reserved app paths without a route yet, and files nothing serves, would get Next's bare 404.
    if (isUnbuiltAppPath(pathname) || (hasFileExtension(pathname) && !isServedFile(pathname))) {
      return NextResponse.rewrite(new URL(notFoundRoute, request.url), { status: 404 });
    }
    const passThrough = hasFileExtension(pathname) || isAppRoute(pathname);
    const entry = passThrough ? null : await findLivePath(pathname);
    if (entry && (needsDynamicRendering(entry.templateKeys) || hasSessionCookie(request.headers.get('cookie')))) {
      // Pages with query-driven blocks (stock locator) render per request with the query; so do
      // pages for signed-in people, who get the editor toolbar (anonymous visitors keep the cache).
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

/**
 * With `auth.require_user_login` every page, vehicle page and order step needs a signed-in person,
 * checked against the session store on each request (pages are served from the page cache, which
 * never asks).
 */
async function siteNeedsSignIn(pathname: string): Promise<boolean> {
  if (requiresSignIn(pathname) || openWhenSiteNeedsSignIn.some((p) => pathname.startsWith(p) || pathname === p.replace(/\/$/, '')))
    return false;
  if (hasFileExtension(pathname)) return false;
  return getSetting('auth.require_user_login');
}

export const config = {
  matcher: ['/((?!_next/|api/|public_api/|media/|fonts/).*)'],
};
