import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The brand's model catalogue (decision 0056): brands, model families, nameplates, body styles,
 * engines and derivatives with their specifications. Rows are addressed by stable text keys (what
 * blocks refer to); a derivative also has an integer id, the `{id}` of `/api/vehicles/{id}/specs`
 * and `/api/compare/spec/{id}`, kept across imports because the import upserts by key. Model years
 * are a column of the derivatives. Written only by `importModelCatalogue` (a full replace).
 */
export const modelBrands = pgTable('model_brands', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  nameJa: text('name_ja').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const modelFamilies = pgTable('model_families', {
  key: text('key').primaryKey(),
  brandKey: text('brand_key')
    .notNull()
    .references(() => modelBrands.key),
  name: text('name').notNull(),
  nameJa: text('name_ja').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const modelNameplates = pgTable(
  'model_nameplates',
  {
    key: text('key').primaryKey(),
    brandKey: text('brand_key')
      .notNull()
      .references(() => modelBrands.key),
    familyKey: text('family_key')
      .notNull()
      .references(() => modelFamilies.key),
    /** Platform code as imported (`l663`, `f-pace`); the canonical code is derived when read (site.md §3). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameJa: text('name_ja').notNull(),
    pagePath: text('page_path'),
    /** A media-library image (`images.id`), like news images: a missing one renders as a placeholder. */
    imageId: integer('image_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('model_nameplates_family_idx').on(t.familyKey)],
);

export const modelBodyStyles = pgTable('model_body_styles', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  nameJa: text('name_ja').notNull(),
});

export const modelEngines = pgTable('model_engines', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  descriptionJa: text('description_ja').notNull(),
  /** petrol, diesel, mhev, phev, bev (features/models/types.ts `fuelTypes`). */
  fuelType: text('fuel_type').notNull(),
  powerPs: integer('power_ps').notNull(),
  powerKw: integer('power_kw').notNull(),
  torqueNm: integer('torque_nm'),
});

export const modelDerivatives = pgTable(
  'model_derivatives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    nameplateKey: text('nameplate_key')
      .notNull()
      .references(() => modelNameplates.key),
    modelYear: integer('model_year').notNull(),
    bodyStyleKey: text('body_style_key')
      .notNull()
      .references(() => modelBodyStyles.key),
    engineKey: text('engine_key')
      .notNull()
      .references(() => modelEngines.key),
    trim: text('trim').notNull(),
    nameJa: text('name_ja').notNull(),
    /** メーカー希望小売価格（消費税込）in yen. */
    priceFromJpy: integer('price_from_jpy').notNull(),
    topSpeedKmh: integer('top_speed_kmh'),
    acceleration0to100S: doublePrecision('acceleration_0_100_s'),
    fuelConsumptionKmL: doublePrecision('fuel_consumption_km_l'),
    electricConsumptionWhKm: integer('electric_consumption_wh_km'),
    co2GKm: integer('co2_g_km'),
    electricRangeKm: integer('electric_range_km'),
    seats: integer('seats'),
    standardEquipment: jsonb('standard_equipment').$type<string[]>().notNull().default([]),
    specGroups: jsonb('spec_groups').$type<{ title: string; rows: { label: string; value: string }[] }[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('model_derivatives_key_unique').on(t.key), index('model_derivatives_nameplate_idx').on(t.nameplateKey, t.engineKey)],
);

export type ModelDerivativeRow = typeof modelDerivatives.$inferSelect;
export type NewModelDerivativeRow = typeof modelDerivatives.$inferInsert;
