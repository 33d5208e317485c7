import { currentPageParam } from './news-paging';

/**
 * The remembered list page (site.md §3 "Visited news page: path and page", §9 storage key
 * `visitedNewsPages`): the list writes where the visitor is, the article's back link reads it and
 * appends `?currentPage=N`. Kept in sessionStorage — one tab's browsing, gone with the tab — and
 * read defensively: anything another script or an old version left there is ignored.
 */
export const visitedNewsPagesKey = 'visitedNewsPages';

export interface VisitedNewsPage {
  path: string;
  page: number;
}

// A page path of this site (features/pages/page-path.ts): letters of any script, digits, - _ . ~.
const pathPattern = /^\/(?:[\p{L}\p{N}\p{M}_.~ー-]+(?:\/[\p{L}\p{N}\p{M}_.~ー-]+)*)?$/u;

function isListPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 512 &&
    pathPattern.test(path) &&
    !path.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

function isListPage(page: unknown): page is number {
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 9999;
}

export function parseVisitedNewsPage(raw: string | null): VisitedNewsPage | null {
  if (!raw || raw.length > 1024) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { path, page } = value as Record<string, unknown>;
    return isListPath(path) && isListPage(page) ? { path, page } : null;
  } catch {
    return null;
  }
}

export function serialiseVisitedNewsPage(visited: VisitedNewsPage): string {
  return JSON.stringify({ path: visited.path, page: visited.page });
}

/** The back link: the remembered list page with `?currentPage=N`, else `fallback` (the list's first page). */
export function newsBackHref(visited: VisitedNewsPage | null, fallback: string): string {
  if (!visited) return fallback;
  return `${encodeURI(visited.path)}?${currentPageParam}=${visited.page}`;
}
