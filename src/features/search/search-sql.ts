import { sql, type SQL } from 'drizzle-orm';
import type { SearchDocumentKind } from '@/db/schema';
import { SEARCH_PAGE_SIZE } from './search-params';
import { isCjk, MAX_PREFIX_LENGTH, type ParsedQuery } from './tokenize';

export type SearchRow = {
  kind: SearchDocumentKind;
  title: string;
  body: string;
  url: string;
  total: number;
};

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const allIn = (column: SQL, terms: string[]) =>
  sql.join(
    terms.map((term) => sql`strpos(${column}, ${term}) > 0`),
    sql` and `,
  );

/**
 * Terms the tokens alone may wrongly match: a Japanese run of three or more characters is asked as
 * its bigrams, which a text can hold apart (ロー…バー for ローバー). One or two characters are a
 * token themselves, and a word up to MAX_PREFIX_LENGTH is a token as the prefix it must be.
 */
function termsToConfirm(terms: string[]): string[] {
  return terms.filter((term) => {
    const chars = [...term];
    return isCjk(chars[0]!) ? chars.length > 2 : chars.length > MAX_PREFIX_LENGTH;
  });
}

/**
 * One page of documents containing every term, with the total. The GIN index narrows by tokens,
 * the normalised text confirms the terms the tokens cannot (`termsToConfirm`), and a document shows
 * within the publish window copied from its page — reading `pages` for every match made a frequent
 * word three times slower. Title matches rank first, then a title that starts with the first term,
 * then shorter titles. Only the page's 20 read their body and their page's current path.
 */
export function searchStatement({ terms, tokens }: ParsedQuery, page: number, now: Date): SQL {
  const at = now.toISOString();
  const confirm = termsToConfirm(terms);
  return sql`
    with hits as materialized (
      select d.id, d.title, char_length(d.title) as title_length,
        (${allIn(sql`d.title_text`, terms)}) as in_title,
        strpos(d.title_text, ${terms[0]}) = 1 as title_starts
      from search_documents d
      where d.tokens @> array[${list(tokens)}]::text[]
        ${confirm.length ? sql`and ${allIn(sql`d.search_text`, confirm)}` : sql``}
        and (d.visible_from is null or d.visible_from <= ${at}::timestamptz)
        and (d.visible_until is null or d.visible_until > ${at}::timestamptz)
    ), ranked as (
      select * from hits
      order by in_title desc, title_starts desc, title_length, title, id
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    select d.kind, d.title, d.body, coalesce(p.path, d.url) || d.url_query as url, (select count(*) from hits)::int as total
    from ranked r
    join search_documents d on d.id = r.id
    left join pages p on p.id = d.page_id
    order by r.in_title desc, r.title_starts desc, r.title_length, r.title, r.id`;
}
