import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A stock listing (the spec's list id / `ci_key_list`): one dealer feed or market view. */
export const listings = pgTable('listings', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** `overseas` changes stock locator behaviour (site.md §1). */
  market: text('market', { enum: ['default', 'overseas'] })
    .notNull()
    .default('default'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Dealers and retailers (site.md §3). Prefecture is the spec's `state`, 市区町村 its `locality`. */
export const dealers = pgTable(
  'dealers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    dealerCode: text('dealer_code').notNull(),
    ciCode: text('ci_code').notNull(),
    name: text('name').notNull(),
    /** owner_metadata: display_name_lr / display_name_jag by brand. */
    ownerMetadata: jsonb('owner_metadata')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text('state').notNull(),
    locality: text('locality').notNull(),
    postcode: text('postcode').notNull(),
    address: text('address').notNull(),
    /** E.164 (+81…); shown in national format. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('dealers_code_unique').on(t.dealerCode),
    uniqueIndex('dealers_uuid_unique').on(t.uuid),
    index('dealers_state_idx').on(t.state, t.locality),
  ],
);

export const vehicleStates = ['new', 'approved', 'used'] as const;
export const vehicleStatuses = ['stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo'] as const;

/**
 * Vehicles. Everything the stock locator filters or sorts on is a typed column of this narrow
 * table, so facet counts scan little; the rest of the spec's Vehicle (prices list, features,
 * photos, avl_field, japan_used_and_approved_cars_field …) is in `vehicle_details`.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
    itemId: text('item_id'),
    ownerId: integer('owner_id').references(() => dealers.id, { onDelete: 'set null' }),
    state: text('state', { enum: vehicleStates }).notNull(),
    status: text('status', { enum: vehicleStatuses }).notNull(),
    nameplateBrandName: text('nameplate_brand_name').notNull(),
    nameplateName: text('nameplate_name').notNull(),
    nameplateModelGroup: text('nameplate_model_group').notNull(),
    modelDisplayName: text('model_display_name').notNull(),
    version: text('version').notNull().default(''),
    drivetrain: text('drivetrain').notNull().default(''),
    transmission: text('transmission').notNull().default(''),
    engineType: text('engine_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colorName: text('color_name').notNull().default(''),
    colorCanonical: text('color_canonical').notNull().default(''),
    productionYear: integer('production_year'),
    modelYear: integer('model_year'),
    mileage: integer('mileage'),
    power: integer('power'),
    numberOfSeats: integer('number_of_seats'),
    /** Yen. msrp: メーカー希望小売価格 (tax incl.); sale: 車両本体価格; on_the_road: 支払総額. */
    msrpPrice: integer('msrp_price'),
    salePrice: integer('sale_price'),
    onTheRoadPrice: integer('on_the_road_price'),
    /** What the visitor is shown and filters by: 支払総額 for used/approved, MSRP for new. */
    displayPrice: integer('display_price'),
    monthlyPrice: integer('monthly_price'),
    priceHidden: boolean('price_hidden').notNull().default(false),
    financingOptions: text('financing_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** false once a full feed no longer contains the vehicle. */
    listed: boolean('listed').notNull().default(true),
    /** Configurator URL the vehicle was built from (configurator journey lookup by config_url). */
    configUrl: text('config_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_listing_vin_unique').on(t.listingId, t.vin),
    // Searches run on the in-memory facet index (docs/decisions/0011); the database only reads a
    // listing's rows to build it and cars by primary key. More indexes would only slow imports.
    index('vehicles_search_idx').on(t.listingId, t.listed, t.state, t.status),
    index('vehicles_owner_idx').on(t.ownerId),
    index('vehicles_config_url_idx')
      .on(t.configUrl)
      .where(sql`${t.configUrl} is not null`),
  ],
);

/** The rest of each vehicle, read only for the cars actually shown. */
export const vehicleDetails = pgTable('vehicle_details', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
});

export type ListingRow = typeof listings.$inferSelect;
export type DealerRow = typeof dealers.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/**
 * Company configuration entries (site.md §7 company_config, showroom and order-online config):
 * one JSON document per company name and config type (additional, cash, lease, subscription,
 * order_online, order_online_steps_page …).
 */
export const companyConfigs = pgTable(
  'company_configs',
  {
    name: text('name').notNull(),
    configType: text('config_type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_configs_name_type').on(t.name, t.configType)],
);

/**
 * Every feed import, accepted or rejected, from the admin screen, the API or the CLI: who, when,
 * which file, what it changed, and for a rejected file each problem by row and field (the first
 * 1,000; `problemCount` is the total). The stock-import screen lists them.
 */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: text('listing_id').notNull(),
    fileName: text('file_name'),
    format: text('format', { enum: ['csv', 'jsonl'] }).notNull(),
    mode: text('mode', { enum: ['full', 'partial'] }).notNull(),
    source: text('source', { enum: ['admin', 'api', 'cli'] }).notNull(),
    actorLabel: text('actor_label').notNull(),
    outcome: text('outcome', { enum: ['applied', 'rejected'] }).notNull(),
    rows: integer('rows').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unlisted: integer('unlisted').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    problems: jsonb('problems').$type<{ row: number; field: string; detail: string }[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_imports_finished_idx').on(t.finishedAt)],
);

export type StockImportRow = typeof stockImports.$inferSelect;
