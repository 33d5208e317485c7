import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Entries of the product's own navigation (header menu); children form the second level. */
export const navEntries = pgTable(
  'nav_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => navEntries.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('nav_entries_parent_idx').on(t.parentId, t.position)],
);

export type NavEntryRow = typeof navEntries.$inferSelect;
