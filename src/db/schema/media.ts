import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const images = pgTable('images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 200000 }),
  alt: text('alt').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Content hash of the original: variants are immutable per hash, so URLs can be cached forever. */
  hash: text('hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Variants are made once, when the image is stored (site.md §9 sizes × AVIF/WebP/JPEG). */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** Variant name, e.g. `standard-1024` or `square-360`. */
    name: text('name').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.name, t.format] }), index('image_variants_image_idx').on(t.imageId)],
);

export type ImageRow = typeof images.$inferSelect;
export type ImageVariantRow = typeof imageVariants.$inferSelect;
