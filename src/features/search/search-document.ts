import type { NewSearchDocumentRow, SearchDocumentKind } from '@/db/schema';
import { documentTokens, normalizeForSearch } from './tokenize';

/** Text beyond this is not indexed: a page's opening is what a search should find it by. */
export const MAX_BODY_LENGTH = 20_000;

export interface SearchDocumentInput {
  kind: SearchDocumentKind;
  sourceKey: string;
  /** The page the result opens (its current path is the link). */
  pageId: number | null;
  /** The publish window of that page: outside it, searches do not show the document. */
  visibleFrom?: Date | null;
  visibleUntil?: Date | null;
  url: string;
  urlQuery?: string;
  title: string;
  /** Visible text, shown as the excerpt. */
  body: string;
  /** Found but never shown (a model's nameplate, `range rover`). */
  keywords?: string;
}

/** The row of one document: its text normalised once and tokenised, so queries only compare. */
export function documentRow(input: SearchDocumentInput): NewSearchDocumentRow {
  const title = input.title.trim();
  const body = input.body.replace(/\s+/g, ' ').trim().slice(0, MAX_BODY_LENGTH);
  // Newlines keep the title, body and keywords from making CJK bigrams across their edges.
  const all = [title, body, input.keywords ?? ''].join('\n');
  return {
    kind: input.kind,
    sourceKey: input.sourceKey,
    pageId: input.pageId,
    visibleFrom: input.visibleFrom ?? null,
    visibleUntil: input.visibleUntil ?? null,
    url: input.url,
    urlQuery: input.urlQuery ?? '',
    title,
    body,
    titleText: normalizeForSearch(title),
    searchText: normalizeForSearch(all),
    tokens: documentTokens(all),
    updatedAt: new Date(),
  };
}
