import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const pageTypes = ['page', 'folder', 'url_redirection'] as const;
export const pageStatuses = ['draft', 'published', 'disabled'] as const;
export const linkTypes = ['internal', 'external', 'file'] as const;

export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised path: leading slash, no trailing slash except the home page `/`. */
    path: text('path').notNull(),
    pageType: text('page_type', { enum: pageTypes }).notNull().default('page'),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    canonicalUrl: text('canonical_url'),
    imageId: integer('image_id'),
    externalMetaImage: text('external_meta_image'),
    disableSeoTracking: boolean('disable_seo_tracking').notNull().default(false),
    status: text('status', { enum: pageStatuses }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    // url_redirection records
    to: text('to'),
    httpCode: integer('http_code').notNull().default(301),
    linkType: text('link_type', { enum: linkTypes }),
    linkNewWindow: boolean('link_new_window').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Incremented on every save: the page's ETag, so concurrent editors get 412 instead of overwriting. */
    revision: integer('revision').notNull().default(1),
  },
  (t) => [uniqueIndex('pages_path_unique').on(t.path)],
);

export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Template key from the block registry (`hero_banner`, `accordion` ...). */
    templateKey: text('template_key').notNull(),
    /** Viewports the block shows on (`sm`, `md`, `lg`, `xl`); empty = every viewport. */
    activePositions: jsonb('active_positions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `{ fields, field_groups }`, validated against the template when saved. */
    content: jsonb('content').$type<BlockContent>().notNull(),
    /** Content shape version, for block data migrations. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('page_blocks_page_idx').on(t.pageId, t.position)],
);

export interface BlockContent {
  fields: Record<string, unknown>;
  field_groups: Record<string, unknown>[];
}

/**
 * The editors' working copy of a page (decision 0028): what visitors see stays in `pages` and
 * `page_blocks` until somebody publishes. `content` is the page as the editor API speaks it
 * (snake_case attributes and `blocks`), saved even when something in it is not valid yet.
 */
export const pageDrafts = pgTable('page_drafts', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  /** Bumped by every save: two editors on one page get 412 instead of overwriting each other. */
  revision: integer('revision').notNull().default(1),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When set, the scheduler publishes this draft at that time. */
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  scheduledBy: text('scheduled_by'),
});

/** Every publication of a page, immutable: who, when, and the whole page as it went live. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [uniqueIndex('page_versions_page_number_unique').on(t.pageId, t.number)],
);

export type PageDraftRow = typeof pageDrafts.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;

export const metaheadLanguages = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const;

export const metaheads = pgTable(
  'metaheads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content: text('content').notNull(),
    language: text('language', { enum: metaheadLanguages }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    inBody: boolean('in_body').notNull().default(false),
    reloadOnEachPage: boolean('reload_on_each_page').notNull().default(false),
    /** null = global metahead, on every page. */
    rdxCorePageId: integer('rdx_core_page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** css/scss/sass: the stylesheet compiled when the metahead was saved (never while a page renders). */
    compiledCss: text('compiled_css'),
  },
  (t) => [index('metaheads_page_idx').on(t.rdxCorePageId)],
);

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;
export type PageBlockRow = typeof pageBlocks.$inferSelect;
export type MetaheadRow = typeof metaheads.$inferSelect;

/**
 * Pages moved to the trash (decision 0029): the whole page — attributes, blocks, draft, versions
 * and its own metaheads — kept as one JSON snapshot so the live tables never carry deleted rows.
 * Restoring puts the page back under its original id, so links to /cms/pages/{id} keep working.
 */
export const pageTrash = pgTable(
  'page_trash',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    pageType: text('page_type', { enum: pageTypes }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    deletedBy: text('deleted_by').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_trash_deleted_idx').on(t.deletedAt)],
);

export type PageTrashRow = typeof pageTrash.$inferSelect;
