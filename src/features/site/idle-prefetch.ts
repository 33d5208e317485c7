/**
 * Idle prefetch (site.md §9): once the browser is idle — at the latest 2000 ms after a page has
 * rendered — the routes of the internal links in view are prefetched, at most `maxPrefetches`,
 * never on a 2g connection or with Data Saver on (docs/decisions/0050).
 */
export const idlePrefetchTimeoutMs = 2000;
export const maxPrefetches = 8;

interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** 'slow-2g' and '2g' both skip; without the Network Information API (Safari, Firefox) we prefetch. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  return !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

/**
 * Paths a prefetch must not touch: APIs and files, the signed-in screens, and the order-online
 * journey, whose pages hold a car for the browser that asks.
 */
const skippedPrefixes = [
  '/api',
  '/public_api',
  '/_next',
  '/media',
  '/auth',
  '/auth-exchange',
  '/cms',
  '/admin',
  '/disabled-preview',
  '/dynamic-page',
  '/showroom-order-online',
];

type Place = { origin: string; pathname: string; search: string };

function prefetchable(link: Place, here: Place): boolean {
  const { pathname } = link;
  return (
    link.origin === here.origin &&
    pathname + link.search !== here.pathname + here.search &&
    !skippedPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * The routes worth prefetching among a page's links: same origin, in view, opened in this tab,
 * not a download, not a link the shell turns into a dialog, not the page itself; each once.
 */
export function prefetchTargets(
  links: Iterable<HTMLAnchorElement>,
  here: Place,
  inView: (link: HTMLAnchorElement) => boolean,
  max = maxPrefetches,
): string[] {
  const targets = new Set<string>();
  for (const link of links) {
    if (targets.size >= max) break;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.closest('[data-form-link],[data-video-modal]'))
      continue;
    if (prefetchable(link, here) && inView(link)) targets.add(link.pathname + link.search);
  }
  return [...targets];
}
