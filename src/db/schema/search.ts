import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pages } from './pages';

/** What the site search finds: pages, the stock page's models and news articles (decisions 0041, 0045). */
export const searchDocumentKinds = ['page', 'model', 'news'] as const;
export type SearchDocumentKind = (typeof searchDocumentKinds)[number];

/**
 * The site search index (decision 0041): one row per thing a visitor can find, with the tokens of
 * `features/search/tokenize.ts` in a text[] under a GIN index — the same operators on PGlite and
 * PostgreSQL. A document that lives on a page (a CMS page; the models, on the stock page) carries
 * that page's publish window, links to the page's current path, and goes when the page is deleted.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: searchDocumentKinds }).notNull(),
    /** The source's key within its kind: a page id, a nameplate (`range_rover`). */
    sourceKey: text('source_key').notNull(),
    /** The page the result opens (its current path is the link). */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** Where the result links when it lives on no page. */
    url: text('url').notNull().default(''),
    /** Appended to the page's path or `url`: the stock list filtered by one model. */
    urlQuery: text('url_query').notNull().default(''),
    title: text('title').notNull(),
    /** Visible text the excerpt is cut from (meta description and block texts). */
    body: text('body').notNull().default(''),
    /** Normalised title: a hit there ranks first. */
    titleText: text('title_text').notNull(),
    /** Normalised title, body and keywords: every query term must occur in it. */
    searchText: text('search_text').notNull(),
    /**
     * The publish window of the page it lives on, copied when indexed (every change of a page's
     * status or window reindexes it): a search filters on it without reading `pages`.
     */
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    /** Segmenter words, CJK unigrams and bigrams, word prefixes: the GIN narrows by these. */
    tokens: text('tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_source_unique').on(t.kind, t.sourceKey),
    // No pending list: PGlite has no autovacuum to merge one, and every search would read it whole.
    // Writes are rare (publishing, imports); searches are not.
    index('search_documents_tokens_idx').using('gin', t.tokens).with({ fastupdate: 'off' }),
    index('search_documents_page_idx').on(t.pageId),
  ],
);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;
export type NewSearchDocumentRow = typeof searchDocuments.$inferInsert;
