import { z } from 'zod';

/** Limits of the site search: a query is a few words, a visitor reads a few pages of results. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;

export interface SearchParams {
  q: string;
  page: number;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * `?q=&page=` as typed or shared by people: never refused. Control characters go, the query is
 * cut to SEARCH_QUERY_MAX characters, and a page number that is not one becomes 1.
 */
const searchParamsSchema = z.object({
  q: z.preprocess(
    first,
    z
      .string()
      .transform((q) => [...q.replace(/\p{Cc}+/gu, ' ').trim()].slice(0, SEARCH_QUERY_MAX).join('').trim())
      .catch(''),
  ),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).catch(1)),
});

export function parseSearchParams(params: Record<string, string | string[] | undefined>): SearchParams {
  return searchParamsSchema.parse({ q: params.q, page: params.page });
}

/** The address of a results page (page 1 says nothing about the page). */
export function searchHref({ q, page }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
