import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, orderEvents, orderRequests, orders, vehicleHolds, vehicles, type OrderRow, type VehicleHoldRow } from '@/db/schema';
import { can, type Actor } from '@/features/auth/permissions';
import { crmPaymentIntentDelivery, type PaymentIntentRecord } from '@/features/forms/crm-payment-intent.server';
import { deliveriesOwed } from '@/features/forms/deliveries.server';
import { wakeDeliveries } from '@/features/forms/jobs.server';
import { prepareLead, storeLead } from '@/features/forms/leads.server';
import { allLocations } from '@/features/forms/locations.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { heldDeposit, vendorOf } from '@/features/payments/deposits.server';
import { intentStatusOf } from '@/features/payments/payment-state';
import { announceVehicleStatus, holderHash, requireOwnHold } from './holds.server';
import { orderMetadataOf } from './checkout-options';
import { journeyOf, type Journey } from './journey';
import { canOpenOrder, orderManagementUrl } from './order-link.server';
import { optionsText } from './options-summary';
import { checkedApiOrderInput } from './order-metadata.server';
import { newOrderNumber, normaliseOrderNumber, orderNumberPattern } from './order-number';
import { reservationConfig } from './reservation-config.server';
import { reservationForm } from './reservation-form.server';
import type { OrderInput } from './order-inputs';

export { idempotencyKeyPattern, initInput, orderInput, type OrderInput } from './order-inputs';

/**
 * Completing a checkout (issue 10): the order, the lead with the visitor's details and its
 * e-mails and CRM delivery, the car marked reserved and its hold converted — one transaction, so
 * there is never an order without its lead or a reserved car without its order.
 *
 * Safe to repeat (quality.md R3): the Idempotency-Key names the attempt. The same key and body
 * give back the order made the first time; the same key with another body is 422. Fifty
 * simultaneous completes of one checkout make one order: `orders_lock_unique` lets one insert in
 * and the others find that order afterwards.
 */

export interface CompleteContext {
  holderSecret: string;
  idempotencyKey: string;
  client: string;
  language: 'ja' | 'en';
  sourcePath: string | null;
  /** The request came through the API: its finance option and metadata are checked against the offer (order-metadata.server.ts). */
  fromApi?: boolean;
}

/** The request as a fingerprint: key order does not matter, every value does. */
export function requestFingerprint(input: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

export type CompleteResult = { order: OrderRow; replayed: boolean };

class LostRace extends Error {}

/** The order an Idempotency-Key was answered with before, and the body it came with then. */
async function answeredBefore(idempotencyKey: string): Promise<{ order: OrderRow; requestHash: string } | undefined> {
  const db = await getDb();
  const [made] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (made) return { order: made, requestHash: made.requestHash };
  const [bound] = await db
    .select({ order: orders, requestHash: orderRequests.requestHash })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .where(eq(orderRequests.idempotencyKey, idempotencyKey));
  return bound;
}

/** An earlier answer to this key, or a 422 when the key came with another body. */
function replayOf(earlier: { order: OrderRow; requestHash: string }, fingerprint: string): CompleteResult {
  if (earlier.requestHash !== fingerprint) {
    throw new AppError('VALIDATION_FAILED', getT('ja')('ordering.errors.idempotency_mismatch'), [
      { pointer: 'Idempotency-Key', detail: 'reused with a different request body' },
    ]);
  }
  return { order: earlier.order, replayed: true };
}

/**
 * This request is answered with an order another request made (same checkout, other key): its key
 * is bound to its body from now on. A key bound a moment ago by a simultaneous request with the
 * same key is answered as that one was.
 */
async function answerWith(order: OrderRow, idempotencyKey: string, fingerprint: string): Promise<CompleteResult> {
  if (order.idempotencyKey === idempotencyKey) return replayOf({ order, requestHash: order.requestHash }, fingerprint);
  const db = await getDb();
  const [bound] = await db
    .insert(orderRequests)
    .values({ idempotencyKey, requestHash: fingerprint, orderId: order.id })
    .onConflictDoNothing()
    .returning();
  if (bound) return { order, replayed: true };
  const earlier = await answeredBefore(idempotencyKey);
  return earlier ? replayOf(earlier, fingerprint) : { order, replayed: true };
}

export async function completeOrder(input: OrderInput, ctx: CompleteContext): Promise<CompleteResult> {
  const fingerprint = requestFingerprint(input);
  const earlier = await answeredBefore(ctx.idempotencyKey);
  if (earlier) return replayOf(earlier, fingerprint);

  const db = await getDb();
  // This browser already completed this checkout (a double click, another tab): that order.
  const completed = async () => {
    const [done] = await db
      .select({ order: orders })
      .from(orders)
      .innerJoin(vehicleHolds, eq(vehicleHolds.id, orders.lockId))
      .where(and(eq(orders.lockId, input.lock_id), eq(vehicleHolds.holderHash, holderHash(ctx.holderSecret))));
    return done?.order;
  };
  const done = await completed();
  if (done) return answerWith(done, ctx.idempotencyKey, fingerprint);
  const hold = await requireOwnHold(input.lock_id, ctx.holderSecret, db).catch(async (error: unknown) => {
    // The hold was converted by a simultaneous complete of this same checkout just now.
    const order = await completed();
    if (order) return order;
    throw error;
  });
  if ('orderNumber' in hold) return answerWith(hold, ctx.idempotencyKey, fingerprint);
  if (hold.vehicleId !== input.vehicle_id) {
    throw new AppError('VALIDATION_FAILED', 'The hold is for another vehicle.', [
      { pointer: 'vehicle_id', detail: 'not the held vehicle' },
    ]);
  }

  const checked = ctx.fromApi ? await checkedApiOrderInput(input, hold) : input;
  return placeOrder(hold, checked, { ...ctx, fingerprint, actor: 'visitor' });
}

export interface PlaceContext extends Omit<CompleteContext, 'holderSecret'> {
  fingerprint: string;
  /** Who made it: the visitor's checkout, or Stripe's webhook for a card authorised with nobody left to finish. */
  actor: 'visitor' | 'stripe';
}

/** What the order records of its deposit: none (free), or the deposit (card, PayPal) holding money for this hold. */
async function depositOf(holdId: string, journey: Journey) {
  const config = await reservationConfig(journey);
  // A deposit already authorised counts even if the market's config changed meanwhile.
  const paid = await heldDeposit(holdId);
  if (paid) {
    return {
      paymentVendor: vendorOf(paid),
      paymentStatus: paid.status as 'authorised' | 'captured',
      amount: paid.amount,
      currency: paid.currency,
      stripePaymentIntentId: paid.provider === 'stripe' ? paid.providerRef : null,
      paypalOrderId: paid.provider === 'paypal' ? paid.providerRef : null,
      liqpayOrderId: paid.provider === 'liqpay' ? paid.providerRef : null,
    };
  }
  if (config.payment_vendor === 'NO_PAYMENT_JAPAN') {
    return {
      paymentVendor: config.payment_vendor,
      paymentStatus: 'not_required' as const,
      amount: 0,
      currency: config.currency,
      stripePaymentIntentId: null,
      paypalOrderId: null,
      liqpayOrderId: null,
    };
  }
  // This market takes a deposit and none is authorised yet.
  throw new AppError('CONFLICT', getT('ja')('ordering.errors.payment_required'), [
    { pointer: 'payment_vendor', detail: config.payment_vendor },
  ]);
}

/**
 * The order for a hold already known to be the caller's (the checkout) or paid for (the webhook
 * of a card authorisation): lead, order, hold converted, car reserved, in one transaction.
 */
export async function placeOrder(hold: VehicleHoldRow, input: OrderInput, ctx: PlaceContext): Promise<CompleteResult> {
  const { fingerprint } = ctx;
  const db = await getDb();
  const deposit = await depositOf(hold.id, journeyOf(hold.draft));
  const [car] = await db
    .select({ vin: vehicles.vin, listingId: vehicles.listingId, name: vehicles.modelDisplayName, dealerCode: dealers.dealerCode })
    .from(vehicles)
    .leftJoin(dealers, eq(dealers.id, vehicles.ownerId))
    .where(eq(vehicles.id, hold.vehicleId));
  if (!car) throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.not_found'));

  const orderNumber = newOrderNumber();
  const form = await reservationForm();
  const prepared = await prepareLead(
    form,
    {
      values: {
        ...input.attributes,
        order_number: orderNumber,
        vehicle: `${car.name}（車台番号下3桁 ${car.vin.slice(-3)}）`,
        options: optionsText(input.metadata, getT(ctx.language)),
        order_url: await orderManagementUrl(orderNumber),
      },
      files: {},
    },
    { client: ctx.client, language: ctx.language, sourcePath: ctx.sourcePath, captchaToken: '' },
  );
  // The dealer who has the car is told, through its showroom's location.
  const location = (await allLocations()).find((l) => car.dealerCode && l.dealerCode === car.dealerCode);
  if (location) {
    prepared.lead.locationId = location.id;
    prepared.deliveries = await deliveriesOwed(form, { ...prepared.lead, locationId: location.id });
  }
  const email = prepared.lead.attributes[form.settings.confirmations.email_field];
  // A card deposit: the CRM that gets the lead is told its PaymentIntent too, once it has the lead.
  const paymentIntent = paymentIntentOf(deposit);
  if (paymentIntent && prepared.deliveries.some((d) => d.kind === 'crm'))
    prepared.deliveries.push(crmPaymentIntentDelivery(prepared.lead.id));

  try {
    const order = await db.transaction(async (tx) => {
      await storeLead(prepared, tx);
      const [created] = await tx
        .insert(orders)
        .values({
          orderNumber,
          status: 'reserved',
          paymentStatus: deposit.paymentStatus,
          paymentVendor: deposit.paymentVendor,
          stripePaymentIntentId: deposit.stripePaymentIntentId,
          paypalOrderId: deposit.paypalOrderId,
          liqpayOrderId: deposit.liqpayOrderId,
          vehicleId: hold.vehicleId,
          vehicleVin: car.vin,
          lockId: hold.id,
          rdxFormsLeadId: prepared.lead.id,
          amount: deposit.amount,
          currency: deposit.currency,
          financeOption: input.finance_option ?? null,
          configUrl: input.config_url ?? null,
          metadata: input.metadata,
          leadAttributes: prepared.lead.attributes,
          customerEmail: typeof email === 'string' ? email : null,
          locale: ctx.language,
          idempotencyKey: ctx.idempotencyKey,
          requestHash: fingerprint,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new LostRace();
      const [converted] = await tx
        .update(vehicleHolds)
        .set({ status: 'converted', endedAt: new Date() })
        .where(and(eq(vehicleHolds.id, hold.id), eq(vehicleHolds.status, 'active')))
        .returning({ id: vehicleHolds.id });
      // The hold ended between the check and now (the sweeper, a release): no order after all.
      if (!converted)
        throw new AppError('CONFLICT', getT('ja')('ordering.errors.hold_expired'), [{ pointer: 'lock_id', detail: 'expired' }]);
      await tx.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, hold.vehicleId));
      await tx.insert(orderEvents).values({
        orderId: created.id,
        type: 'reserved',
        actor: ctx.actor,
        // The deposit as it was when the order was made: what the CRM delivery sends, on every retry.
        detail: { vendor: deposit.paymentVendor, ...(paymentIntent ? { payment_intent: paymentIntent } : {}) },
      });
      return created;
    });
    wakeDeliveries();
    await announceVehicleStatus(car.listingId, hold.vehicleId, 'reserved');
    logger.info({ orderNumber, vehicleId: hold.vehicleId, vendor: deposit.paymentVendor }, 'order reserved');
    return { order, replayed: false };
  } catch (error) {
    if (!(error instanceof LostRace) && !isUniqueViolation(error)) throw error;
    // Another request of the same checkout got there first: answer with its order.
    const byKey = await answeredBefore(ctx.idempotencyKey);
    if (byKey) return replayOf(byKey, fingerprint);
    const [byLock] = await db.select().from(orders).where(eq(orders.lockId, hold.id));
    if (byLock) return answerWith(byLock, ctx.idempotencyKey, fingerprint);
    throw error;
  }
}

/** A Stripe deposit as its PaymentIntent, in Stripe's words (lower-case currency, Stripe's status); null for any other. */
function paymentIntentOf(deposit: Awaited<ReturnType<typeof depositOf>>): PaymentIntentRecord | null {
  if (!deposit.stripePaymentIntentId) return null;
  return {
    id: deposit.stripePaymentIntentId,
    amount: deposit.amount,
    currency: deposit.currency.toLowerCase(),
    status: intentStatusOf(deposit.paymentStatus),
  };
}

/** The order request a checkout's draft makes: the checkout's button and a card authorisation's webhook send the same one. */
export function orderInputFromDraft(hold: VehicleHoldRow): OrderInput {
  return {
    lock_id: hold.id,
    vehicle_id: hold.vehicleId,
    finance_option: hold.draft.finance_option as OrderInput['finance_option'],
    ...(hold.draft.config_url ? { config_url: hold.draft.config_url } : {}),
    metadata: orderMetadataOf(hold.draft.options),
    attributes: hold.draft.attributes ?? {},
    terms_accepted: true,
  };
}

/** The idempotency key of a checkout's own order (its button, its webhook). */
export function checkoutOrderKey(holdId: string): string {
  return `checkout-${holdId}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The order behind a reservation number, for its owner (the signed link's token) or for staff
 * with orders.read; anyone else — someone guessing numbers — is told it does not exist.
 */
export async function getOrderFor(actor: Actor, number: string, token: string | null): Promise<OrderRow> {
  const orderNumber = normaliseOrderNumber(number);
  const missing = new AppError('NOT_FOUND', getT('ja')('ordering.errors.order_not_found'));
  if (!orderNumberPattern.test(orderNumber)) throw missing;
  if (!can(actor, 'orders.read') && !(await canOpenOrder(orderNumber, token))) throw missing;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw missing;
  return order;
}

/** An order as the API answers it (site.md §3 Order field names). */
export function orderJson(order: OrderRow) {
  return {
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    payment_vendor: order.paymentVendor,
    vehicle_id: order.vehicleId,
    vehicle_vin: order.vehicleVin,
    lock_id: order.lockId,
    rdx_forms_lead_id: order.rdxFormsLeadId,
    amount: order.amount,
    currency: order.currency,
    finance_option: order.financeOption,
    config_url: order.configUrl,
    metadata: order.metadata,
    lead_attributes: order.leadAttributes,
    customer_email: order.customerEmail ? { email: order.customerEmail } : null,
    confirmation_by_link: order.confirmationByLink,
    locale: order.locale,
    vendor_uuid: order.vendorUuid,
    stripe_payment_intent_id: order.stripePaymentIntentId,
    paypal_order_id: order.paypalOrderId,
    liqpay_order_id: order.liqpayOrderId,
  };
}
