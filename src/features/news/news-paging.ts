/** The list's page in the address (site.md §2: the back link appends it). */
export const currentPageParam = 'currentPage';
/** Articles per list page. */
export const newsPageSize = 6;
const maxPage = 9999;

/** `currentPage` from the query: a positive whole number, else page 1. */
export function parseCurrentPage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= maxPage ? page : 1;
}

export interface PageWindow {
  /** The page shown: the asked one, or the last one when it asked for more pages than there are. */
  page: number;
  pageCount: number;
  start: number;
  end: number;
}

/** Which items of `total` a page shows. A list with no items still has one (empty) page. */
export function pageWindow(total: number, page: number, pageSize: number = newsPageSize): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, start, end: Math.min(total, start + pageSize) };
}

/** The list page's address: page 1 is the list itself. */
export function listPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?${currentPageParam}=${page}` : path;
}

/** blocks.md 2.19: the pagination text, `%` standing for the number of pages. */
export function paginationText(text: string, pageCount: number): string {
  return text.replaceAll('%', String(pageCount));
}
