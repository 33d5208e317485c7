import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import type { SearchDocumentKind } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { enforceRateLimit } from '@/lib/rate-limit.server';
import { excerpt, markTerms, type TextPart } from './highlight';
import { searchStatement, type SearchRow } from './search-sql';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, type SearchParams } from './search-params';
import { parseQuery } from './tokenize';

export interface SiteSearchHit {
  kind: SearchDocumentKind;
  url: string;
  title: TextPart[];
  /** Empty when the document has no text besides its title (a model). */
  excerpt: TextPart[];
}

export interface SiteSearchResults {
  total: number;
  page: number;
  pageCount: number;
  hits: SiteSearchHit[];
}

/**
 * Published pages and stock models that contain every term of `q` (`search-sql.ts`), one page of
 * SEARCH_PAGE_SIZE with the matches marked. With `client`, the search counts against the public
 * rate limit.
 */
export async function searchSite(
  { q, page }: SearchParams,
  { client, now = new Date() }: { client?: string; now?: Date } = {},
): Promise<SiteSearchResults> {
  if ([...q].length > SEARCH_QUERY_MAX || page < 1 || page > SEARCH_PAGE_MAX || !Number.isInteger(page)) {
    throw new AppError('BAD_REQUEST', `A search is at most ${SEARCH_QUERY_MAX} characters, pages 1 to ${SEARCH_PAGE_MAX}.`);
  }
  const { terms, tokens } = parseQuery(q);
  if (!terms.length) return { total: 0, page, pageCount: 0, hits: [] };
  if (client) await enforceRateLimit('publicApi', client, now.getTime());
  const db = await getDb();
  // The planner prices `@>` on a document's few hundred tokens like any operator, so for a frequent
  // token it reads every row and compares every array — several times slower than the GIN index,
  // which needs no recheck for `@>`. Only this statement is told so (decision 0041).
  const { rows } = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute<SearchRow>(searchStatement({ terms, tokens }, page, now));
  });
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countMatches(q, now) : 0;
  return {
    total,
    page,
    pageCount: Math.min(SEARCH_PAGE_MAX, Math.ceil(total / SEARCH_PAGE_SIZE)),
    hits: rows.map((row) => ({
      kind: row.kind,
      url: row.url,
      title: markTerms(row.title, terms),
      excerpt: row.body ? markTerms(excerpt(row.body, terms), terms) : [],
    })),
  };
}

/** A page past the last has no rows to carry the total: count on page 1's terms. */
async function countMatches(q: string, now: Date): Promise<number> {
  return (await searchSite({ q, page: 1 }, { now })).total;
}
