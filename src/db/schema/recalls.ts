import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Recall and service campaigns (decision 0065): what the local VIN checker block answers from. A
 * campaign is what the brand notified (リコール届出 or サービスキャンペーン) — its notification
 * code, Japanese title, the defect and the remedy — and counts for visitors from its start date
 * (JST). Managed on /admin/recalls and /api/recalls.
 */
export const recallCampaigns = pgTable(
  'recall_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The notification number, as printed on the owner's letter (e.g. 外-4512). Unique. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** The defect, in Japanese (不具合の内容). */
    description: text('description').notNull().default(''),
    /** What the service centre does (改善措置の内容). */
    remedy: text('remedy').notNull().default(''),
    /** From this day (JST) the campaign answers visitors; before it, only staff see it. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recall_campaigns_code_unique').on(t.code)],
);

/**
 * The vehicles a campaign covers, by identifier as normalised by `features/recalls/vin.ts`: a
 * 17-character VIN or a Japanese 車台番号 (frame number). `remedied`: the repair is done.
 */
export const recallVehicles = pgTable(
  'recall_vehicles',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => recallCampaigns.id, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
    remedied: boolean('remedied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.vin] }),
    // The visitor's check looks a vehicle up across every campaign.
    index('recall_vehicles_vin_idx').on(t.vin),
  ],
);

export type RecallCampaignRow = typeof recallCampaigns.$inferSelect;
export type NewRecallCampaignRow = typeof recallCampaigns.$inferInsert;
export type RecallVehicleRow = typeof recallVehicles.$inferSelect;
