import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leads } from './forms';
import { vehicles } from './stock';

const tz = { withTimezone: true } as const;

export const holdStatuses = ['active', 'released', 'expired', 'converted'] as const;

/**
 * A hold on a car while one visitor checks out (the soft lock of site.md §4; its id is the
 * spec's `lock_id`). At most one active hold per vehicle, enforced by the partial unique index —
 * not by application code — so any number of app instances agree on the one winner.
 */
export const vehicleHolds = pgTable(
  'vehicle_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the holder's secret (an HttpOnly cookie): only that browser may go on with it. */
    holderHash: text('holder_hash').notNull(),
    status: text('status', { enum: holdStatuses }).notNull().default('active'),
    expiresAt: timestamp('expires_at', tz).notNull(),
    /** A card authorisation rests on this hold: the sweeper never releases it. */
    paymentAuthorised: boolean('payment_authorised').notNull().default(false),
    /**
     * What the visitor has entered in the checkout so far (finance option, contact details,
     * terms): kept with the hold, so a reload, another tab or a browser without JavaScript goes on
     * where it was, and it ends with the hold.
     */
    draft: jsonb('draft').$type<CheckoutDraft>().notNull().default({}),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    endedAt: timestamp('ended_at', tz),
  },
  (t) => [
    uniqueIndex('vehicle_holds_one_active')
      .on(t.vehicleId)
      .where(sql`${t.status} = 'active'`),
    // A browser's own holds (its checkout in progress, its reservations from a flow block).
    index('vehicle_holds_holder_idx').on(t.holderHash, t.createdAt),
    index('vehicle_holds_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

export type VehicleHoldRow = typeof vehicleHolds.$inferSelect;

export interface CheckoutDraft {
  finance_option?: string;
  attributes?: Record<string, string | string[]>;
  /** The contact details passed the reservation form's checks. */
  contact_ok?: boolean;
  terms_accepted?: boolean;
  /** The phone number (E.164) this browser confirmed with an SMS code (setting ordering.phone_verification). */
  phone_verified?: string;
  /** The options step's choices (features/ordering/checkout-options.ts); finance_option repeats its finance choice. */
  options?: CheckoutOptions;
  /** The configurator journey's `config_url` (site.md §4): its `config_` config types, its order's channel sl-nvl-config. */
  config_url?: string;
  /** The reservation-flow block the journey started from (page_blocks id): its texts dress the checkout. */
  flow?: number;
  /** The options step's last refused submission, as typed, with the reason per field: shown again, nothing lost. */
  options_attempt?: { values: Record<string, string | string[]>; errors: Record<string, string> };
}

/** A service pack as offered and as chosen (yen, tax included). */
export interface ServicePack {
  key: string;
  name: string;
  description?: string;
  price: number;
}

/** The car the visitor trades in (site.md §3 Trade-in). */
export interface TradeInData {
  brand: string;
  model: string;
  body_type: string;
  fuel_type: string;
  mileage: number;
  /** 初度登録年月, YYYY-MM. */
  registration_date: string;
  registration_number: string;
}

/** A visit to the dealer or a delivery, on a day in Japan (YYYY-MM-DD) and part of the day. */
export interface BookingData {
  type: 'appointment' | 'delivery';
  date: string;
  time_slot: 'morning' | 'afternoon' | 'evening';
}

/** The options step's choices, under the spec's order-online stored-data names. */
export interface CheckoutOptions {
  finance_option: string;
  servicePackData: ServicePack[];
  tradeInData: TradeInData | null;
  appBookingData: BookingData | null;
}

export const orderStatuses = ['awaiting_payment', 'reserved', 'confirmed', 'cancelled', 'expired'] as const;
export const paymentStatuses = ['not_required', 'requires_payment', 'authorised', 'captured', 'released', 'refunded', 'failed'] as const;
export const paymentVendors = ['NO_PAYMENT_JAPAN', 'STRIPE', 'PAYPAL', 'LIQPAY'] as const;

/**
 * An order (site.md §3 Order): one car, one hold, one lead with the visitor's details. The
 * idempotency key makes a retried "complete checkout" return the same order; the same key with
 * another body is refused (quality.md R3).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    paymentVendor: text('payment_vendor', { enum: paymentVendors }).notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    vehicleVin: text('vehicle_vin').notNull(),
    /** The hold the order was made under (`lock_id`). */
    lockId: uuid('lock_id')
      .notNull()
      .references(() => vehicleHolds.id, { onDelete: 'restrict' }),
    rdxFormsLeadId: text('rdx_forms_lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** Yen (or the currency's minor unit); 0 for a free reservation. */
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('JPY'),
    financeOption: text('finance_option'),
    configUrl: text('config_url'),
    /** Trade-in, service pack and booking choices (site.md §3 metadata). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    leadAttributes: jsonb('lead_attributes').$type<Record<string, unknown>>().notNull().default({}),
    customerEmail: text('customer_email'),
    locale: text('locale').notNull().default('en'),
    confirmationByLink: boolean('confirmation_by_link').notNull().default(true),
    vendorUuid: text('vendor_uuid'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    paypalOrderId: text('paypal_order_id'),
    liqpayOrderId: text('liqpay_order_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request that made the order, to refuse the same key with another body. */
    requestHash: text('request_hash').notNull(),
    cancelReason: text('cancel_reason'),
    /** The customer asked to cancel after the dealer confirmed (the deposit was taken): the dealer decides. */
    cancelRequestedAt: timestamp('cancel_requested_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(t.idempotencyKey),
    // One order per hold: fifty simultaneous completes of one checkout make one order.
    uniqueIndex('orders_lock_unique').on(t.lockId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_vehicle_idx').on(t.vehicleId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * Every other Idempotency-Key answered with an order: a second tab's, or one of the requests that
 * lost a simultaneous race, bound at its first answer to its body — so reused with another body it
 * is refused like the key that made the order (quality.md R3).
 */
export const orderRequests = pgTable('order_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

/** What happened to an order and who did it: the audit log of orders. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;

export const paymentProviders = ['stripe', 'paypal', 'liqpay'] as const;

/**
 * A deposit taken for a hold (issue 10 item 6): the provider's object (a Stripe PaymentIntent)
 * and the state the provider last told us. One per hold and provider, made before the order
 * exists, so a card authorised by a visitor who then closed the browser still finds its hold.
 * `status` only ever moves forward (payment-state.ts): events applied in any order and any number
 * of times give the same final state (quality.md R4).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => vehicleHolds.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The provider's id of the payment (PaymentIntent `pi_…`, PayPal order id, LiqPay order id). */
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('requires_payment'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The Stripe connected account the payment was made on (config `stripe_account_id`), for capture and release. */
    account: text('account'),
    /** When the card authorisation lapses unless captured (Stripe `capture_before`). */
    authorisedUntil: timestamp('authorised_until', tz),
    /** The provider's last error shown to the visitor (a declined card), for staff. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_hold_provider_unique').on(t.holdId, t.provider),
    uniqueIndex('payments_ref_unique').on(t.provider, t.providerRef),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Webhook and callback events already applied: the unique index makes a replayed or duplicated
 * delivery a no-op (quality.md R5, control 6).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerRef: text('provider_ref'),
    receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);
