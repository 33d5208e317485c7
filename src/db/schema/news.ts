import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsStatuses = ['draft', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/**
 * News articles (decision 0045): records, not CMS pages — a dated title, summary, body and image
 * that the news block lists and `/news/{slug}` shows. Managed through `/api/news`.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The article's address under /news: lower-case ASCII letters, digits and single hyphens. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Plain text shown on the list card (and the meta description). */
    summary: text('summary').notNull().default(''),
    /** Editor HTML, sanitised when saved and again when rendered. */
    body: text('body').notNull().default(''),
    /** A media library image (`images.id`); a missing one renders as a placeholder box. */
    imageId: integer('image_id'),
    imageAlt: text('image_alt').notNull().default(''),
    status: text('status', { enum: newsStatuses }).notNull().default('draft'),
    /** The date visitors see; a published article with a future date appears on that date. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The site's language and market (ja / JP here); the store could serve other sites later. */
    locale: text('locale').notNull().default('ja'),
    market: text('market').notNull().default('JP'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_unique').on(t.locale, t.market, t.slug),
    // The visitors' list: one site's published articles, newest first.
    index('news_articles_listing_idx').on(t.locale, t.market, t.status, t.publishedAt),
  ],
);

export type NewsArticleRow = typeof newsArticles.$inferSelect;
export type NewNewsArticleRow = typeof newsArticles.$inferInsert;
