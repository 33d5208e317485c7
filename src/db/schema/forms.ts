import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Raw bytes (files sent with a lead), read back as a Node Buffer by both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A form visitors fill in (test drive, quote, visit...). Its fields, settings and integrations are
 * one JSON definition each, validated by `features/forms/definition.ts` on every save.
 */
export const forms = pgTable(
  'forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Unique name editors pick the form by in blocks (e.g. `test_drive`). */
    name: text('name').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** A disabled form takes no leads and is shown to signed-in people only. */
    enabled: boolean('enabled').notNull().default(true),
    /** A protected form's definition is read by signed-in people and tokens only. */
    protected: boolean('protected').notNull().default(false),
    fields: jsonb('fields').notNull(),
    settings: jsonb('settings').notNull(),
    integrations: jsonb('integrations').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('forms_name_idx').on(t.name)],
);

export type FormRow = typeof forms.$inferSelect;

/** A place a lead is meant for (a dealer's showroom): where its notification e-mail goes. */
export const locations = pgTable('locations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** The stock dealer code this location stands for, when it is one. */
  dealerCode: text('dealer_code'),
  email: text('email'),
  phone: text('phone'),
  postcode: text('postcode'),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LocationRow = typeof locations.$inferSelect;

/**
 * A visitor's submission. Stored, with its files, before the visitor is told it was received;
 * delivery happens afterwards from `lead_deliveries`. `consent_*` is the APPI record of what the
 * visitor agreed to. Retention anonymises `attributes` and sets `anonymised_at`.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** The page the form was sent from, for the dealer's context. */
    sourcePath: text('source_path'),
    /** What the anti-automation and e-mail checks said ({ captcha, email }), for staff judging a lead. */
    checks: jsonb('checks').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [index('leads_form_created_idx').on(t.formId, t.createdAt)],
);

export type LeadRow = typeof leads.$inferSelect;

/** A file sent with a lead, in the same transaction as the lead: never a lead without its file. */
export const leadFiles = pgTable(
  'lead_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    /** Server-generated; the visitor's own file name is kept apart and never used as a path. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('lead_files_lead_idx').on(t.leadId)],
);

/**
 * The outbox of lead deliveries (decision 0030): one row per e-mail or CRM call owed, claimed by
 * a worker with `FOR UPDATE SKIP LOCKED`, retried with backoff until delivered. `idempotency_key`
 * travels with the call so a retry after a lost answer never makes a second CRM lead.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /**
     * crm_cancellation: an order was cancelled — the CRM's lead is told (PUT …/initialize_cancellation).
     * crm_payment_intent: an order was made on a card deposit — the CRM's lead is told its Stripe
     * PaymentIntent (POST /api/stripe/create_payment_intent).
     */
    kind: text('kind', { enum: ['notification', 'confirmation', 'crm', 'crm_cancellation', 'crm_payment_intent'] }).notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the far side answered: the CRM's lead id, or the SMTP message id / outbox id. */
    externalId: text('external_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_key_idx').on(t.idempotencyKey),
    index('lead_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('lead_deliveries_lead_idx').on(t.leadId),
  ],
);

export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;

/** E-mails kept here instead of sent when no SMTP server is configured; admins read them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    leadId: text('lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** A CSV export of a form's leads: created, worked on by the job poller, then downloaded. */
export const leadExports = pgTable('lead_exports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  formId: integer('form_id')
    .notNull()
    .references(() => forms.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
    .notNull()
    .default('pending'),
  filters: jsonb('filters').$type<Record<string, string>>().notNull(),
  rowCount: integer('row_count'),
  byteSize: bigint('byte_size', { mode: 'number' }),
  csv: bytea('csv'),
  error: text('error'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type LeadExportRow = typeof leadExports.$inferSelect;
