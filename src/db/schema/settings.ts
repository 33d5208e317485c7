import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Administrator settings. Keys are namespaced by a dot prefix (`footer.json`, `seo.title_divider`). */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  /** Raw stored value; JSON settings keep their JSON text so invalid JSON can be logged, not lost. */
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SettingRow = typeof settings.$inferSelect;
