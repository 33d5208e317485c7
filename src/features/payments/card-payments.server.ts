import 'server-only';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getDb, type Db } from '@/db/client.server';
import { orderEvents, orders, paymentEvents, payments, vehicleHolds, type PaymentRow, type VehicleHoldRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { holdsMoney, mergeStatus, statusOfIntent, type PaymentStatus } from './payment-state';
import { stripe, stripeKeys } from './stripe-client.server';

/**
 * Card deposits through Stripe (issue 10 item 6, B4): a PaymentIntent with manual capture, so the
 * card is only authorised while the dealer decides; captured when the dealer confirms, cancelled
 * (the authorisation released) when the order is cancelled or the hold runs out. Card data never
 * reaches this server: the browser gives it to Stripe's Payment Element.
 *
 * Every call that changes something at Stripe carries an idempotency key derived from our own ids,
 * so a retry — the library's, a double click, two instances — happens once at Stripe.
 */

export interface CardDepositTerms {
  amount: number;
  currency: string;
  /** The dealer's Stripe connected account (showroom config `stripe_account_id`). */
  stripeAccountId?: string | undefined;
  companyUuid?: string | undefined;
}

export interface CardPaymentStart {
  paymentIntentId: string;
  clientSecret: string;
  publishableKey: string;
  stripeAccountId: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  captureMethod: 'manual';
}

function accountOption(account: string | null | undefined): Stripe.RequestOptions {
  return account ? { stripeAccount: account } : {};
}

async function cardPaymentOf(holdId: string, db?: Db): Promise<PaymentRow | undefined> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, holdId), eq(payments.provider, 'stripe')));
  return row;
}

/**
 * The PaymentIntent of this hold, made the first time (payment init, site.md §3: vehicle_id,
 * company_uuid, amount, currency, capture_method manual, stripe_account_id). The amount is the
 * one the hold started with; a reload or a second tab gets the same intent.
 */
export async function startCardPayment(hold: VehicleHoldRow, terms: CardDepositTerms): Promise<CardPaymentStart> {
  if (!Number.isInteger(terms.amount) || terms.amount < 1) {
    throw new AppError('CONFLICT', 'This market asks for a card deposit but sets no reservation fee.', [
      { pointer: 'reservation_fee', detail: 'must be a positive whole amount' },
    ]);
  }
  const { publishableKey } = stripeKeys();
  const db = await getDb();
  const existing = await cardPaymentOf(hold.id, db);
  let intent: Stripe.PaymentIntent;
  if (existing) {
    intent = await stripe().paymentIntents.retrieve(existing.providerRef, {}, accountOption(existing.account));
  } else {
    intent = await stripe().paymentIntents.create(
      {
        amount: terms.amount,
        currency: terms.currency.toLowerCase(),
        capture_method: 'manual',
        // Which methods the Payment Element offers is set in Stripe's dashboard (cards for deposits).
        automatic_payment_methods: { enabled: true },
        description: `Reservation deposit, vehicle ${hold.vehicleId}`,
        metadata: {
          lock_id: hold.id,
          vehicle_id: String(hold.vehicleId),
          ...(terms.companyUuid ? { company_uuid: terms.companyUuid } : {}),
        },
      },
      { idempotencyKey: `pi-${hold.id}`, ...accountOption(terms.stripeAccountId) },
    );
    await db
      .insert(payments)
      .values({
        holdId: hold.id,
        provider: 'stripe',
        providerRef: intent.id,
        amount: intent.amount,
        currency: intent.currency.toUpperCase(),
        account: terms.stripeAccountId ?? null,
      })
      .onConflictDoNothing();
  }
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    publishableKey,
    stripeAccountId: existing?.account ?? terms.stripeAccountId ?? null,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: statusOfIntent(intent) ?? 'requires_payment',
    captureMethod: 'manual',
  };
}

export interface PaymentChange {
  payment: PaymentRow;
  previous: PaymentStatus;
  changed: boolean;
  /** The event was delivered before and applied then (a retry or a replay): nothing was changed now. */
  duplicate: boolean;
}

/**
 * Records what the provider reported, moving the payment only forward (payment-state.ts), and
 * mirrors it onto the hold (an authorised hold never lapses) and the order's payment_status —
 * in one transaction, under the payment row's lock.
 */
export async function applyPaymentStatus(
  provider: PaymentRow['provider'],
  providerRef: string,
  reported: PaymentStatus,
  detail: { authorisedUntil?: Date | null; error?: string | null; source: string; event?: { id: string; type: string } },
): Promise<PaymentChange | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
      .for('update');
    if (!row) return null;
    if (detail.event) {
      // Recorded in the same transaction as its effect: an event is applied exactly once, or not at all.
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ provider, eventId: detail.event.id, type: detail.event.type, providerRef })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!fresh) return { payment: row, previous: row.status as PaymentStatus, changed: false, duplicate: true };
    }
    const previous = row.status as PaymentStatus;
    const next = mergeStatus(previous, reported);
    const changed = next !== previous;
    const [payment] = await tx
      .update(payments)
      .set({
        status: next,
        updatedAt: new Date(),
        ...(detail.authorisedUntil ? { authorisedUntil: detail.authorisedUntil } : {}),
        ...(reported === 'failed' && detail.error ? { lastError: detail.error.slice(0, 500) } : {}),
      })
      .where(eq(payments.id, row.id))
      .returning();
    if (changed) {
      await tx
        .update(vehicleHolds)
        .set({ paymentAuthorised: holdsMoney(next) })
        .where(eq(vehicleHolds.id, row.holdId));
      const [order] = await tx
        .update(orders)
        .set({ paymentStatus: next, updatedAt: new Date() })
        .where(eq(orders.lockId, row.holdId))
        .returning({ id: orders.id });
      if (order) {
        await tx
          .insert(orderEvents)
          .values({ orderId: order.id, type: `payment_${next}`, actor: detail.source, detail: { from: previous } });
      }
    }
    return { payment: payment!, previous, changed, duplicate: false };
  });
}

/** When an authorisation lapses, from the charge Stripe made (`capture_before`). */
export function authorisedUntilOf(intent: Stripe.PaymentIntent): Date | null {
  const charge = intent.latest_charge;
  const before = charge && typeof charge === 'object' ? charge.payment_method_details?.card?.capture_before : undefined;
  return before ? new Date(before * 1000) : null;
}

/**
 * Asks Stripe how the payment stands and records it: the checkout does this before making the
 * order, so it never waits for (or depends on) the webhook.
 */
export async function syncCardPayment(payment: PaymentRow, source: string): Promise<PaymentChange | null> {
  const intent = await stripe().paymentIntents.retrieve(payment.providerRef, { expand: ['latest_charge'] }, accountOption(payment.account));
  const status = statusOfIntent(intent);
  if (!status) return null;
  return applyPaymentStatus('stripe', intent.id, status, {
    authorisedUntil: authorisedUntilOf(intent),
    error: intent.last_payment_error?.message ?? null,
    source,
  });
}

/** The dealer confirmed: take the authorised deposit. Captured already is fine (a retry). */
export async function captureCardPayment(payment: PaymentRow, orderId: string): Promise<PaymentRow> {
  if (payment.status === 'captured') return payment;
  if (payment.status !== 'authorised') {
    throw new AppError('CONFLICT', `The deposit is ${payment.status}; only an authorised deposit can be captured.`, [
      { pointer: 'payment_status', detail: payment.status },
    ]);
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe().paymentIntents.capture(
      payment.providerRef,
      { expand: ['latest_charge'] },
      { idempotencyKey: `capture-${orderId}`, ...accountOption(payment.account) },
    );
  } catch (error) {
    // Typically an authorisation that lapsed (Stripe cancelled it): record what Stripe says now.
    await syncCardPayment(payment, 'capture').catch(() => undefined);
    logger.warn({ err: error, paymentIntent: payment.providerRef }, 'capture refused by Stripe');
    throw new AppError('CONFLICT', `Stripe refused the capture: ${(error as Error).message}`, [
      { pointer: 'payment_status', detail: 'capture_failed' },
    ]);
  }
  const change = await applyPaymentStatus('stripe', intent.id, statusOfIntent(intent) ?? 'captured', { source: 'capture' });
  return change?.payment ?? payment;
}

/**
 * The money goes back: an authorisation is cancelled (released), a captured deposit refunded.
 * Nothing to do for a payment that never held money.
 */
export async function releaseCardPayment(
  payment: PaymentRow,
  key: string,
  reason: 'requested_by_customer' | 'abandoned',
): Promise<PaymentRow> {
  const client = stripe();
  if (payment.status === 'requires_payment' || payment.status === 'failed' || payment.status === 'authorised') {
    try {
      await client.paymentIntents.cancel(
        payment.providerRef,
        { cancellation_reason: reason },
        { idempotencyKey: `release-${key}`, ...accountOption(payment.account) },
      );
      return (await applyPaymentStatus('stripe', payment.providerRef, 'released', { source: 'release' }))?.payment ?? payment;
    } catch (error) {
      // Already cancelled or captured meanwhile: Stripe is the truth; record it and go on from there.
      const synced = await syncCardPayment(payment, 'release');
      if (synced?.payment.status === 'captured') return releaseCardPayment(synced.payment, key, reason);
      if (synced?.payment.status === 'released') return synced.payment;
      throw error;
    }
  }
  if (payment.status === 'captured') {
    await client.refunds.create(
      { payment_intent: payment.providerRef, reason: reason === 'abandoned' ? 'requested_by_customer' : reason },
      { idempotencyKey: `refund-${key}`, ...accountOption(payment.account) },
    );
    return (await applyPaymentStatus('stripe', payment.providerRef, 'refunded', { source: 'refund' }))?.payment ?? payment;
  }
  return payment;
}
