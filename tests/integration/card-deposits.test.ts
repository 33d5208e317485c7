import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { POST as paymentApi } from '@/app/api/buy_online/payment/route';
import { POST as webhookApi } from '@/app/api/webhooks/stripe/route';
import { leads, orderEvents, orders, paymentEvents, payments, vehicleHolds, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { saveDraft } from '@/features/ordering/checkout.server';
import { sweepExpiredHolds } from '@/features/ordering/holds.server';
import { cancelOwnOrder } from '@/features/ordering/customer-cancellation.server';
import { orderAccessToken } from '@/features/ordering/order-link.server';
import { cancelOrder, confirmOrder } from '@/features/ordering/orders-admin.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { problem, request } from '../fixtures/http';
import { startStripeStandIn, stripeSignature, type StripeStandIn } from '../fixtures/stripe-standin';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: the stand-in's port is fixed per worker and set before anything reads it.
const port = vi.hoisted(() => {
  const p = 4680 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_standin';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_standin';
  process.env.STRIPE_API_URL = `http://127.0.0.1:${p}`;
  return p;
});

const { db } = withFreshDatabase();
const system = systemActor('test');
let stripe: StripeStandIn;
let cars: number[] = [];
let nextCar = 0;

beforeAll(async () => {
  // Webhooks are delivered by the tests themselves (no HTTP server here), signed as Stripe signs them.
  stripe = await startStripeStandIn({ port });
  await seedDemoStock(40, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(system);
  await saveCompanyConfig(system, 'all', 'cash', { payment_vendor: 'stripe', reservation_fee: 50_000, currency: 'jpy' });
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});
afterAll(() => stripe?.close());

const visitor = {
  family_name: '山田',
  given_name: '花子',
  family_name_kana: 'やまだ',
  given_name_kana: 'ハナコ',
  email: 'hanako@example.jp',
  phone: '090-1234-5678',
  privacy_consent: 'on',
};

const browser = () => `sl_holder=${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;

async function checkout() {
  const vehicleId = cars[nextCar++]!;
  const cookie = browser();
  const res = await initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }),
    undefined,
  );
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { lock_id: string; payment_vendor: string; reservation_fee: number } };
  // The checkout's steps keep the visitor's details on the hold (what a webhook-made order is made from).
  await saveDraft(vehicleId, cookie.slice('sl_holder='.length), { attributes: visitor, contact_ok: true, terms_accepted: true });
  return { vehicleId, cookie, lockId: data.lock_id, init: data };
}

const startPayment = (vehicleId: number, cookie: string, extra: Record<string, unknown> = {}) =>
  paymentApi(
    request('/api/buy_online/payment', { method: 'POST', json: { vehicle_id: vehicleId, ...extra }, headers: { cookie } }),
    undefined,
  );

async function paymentFor(vehicleId: number, cookie: string) {
  const res = await startPayment(vehicleId, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { payment_intent_id: string; client_secret: string; amount: number; currency: string } }).data;
}

/** What Stripe.js does with the card the visitor typed into the Payment Element. */
async function payByCard(intent: { payment_intent_id: string; client_secret: string }, number: string) {
  const body = new URLSearchParams({
    client_secret: intent.client_secret,
    key: 'pk_test_standin',
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
  });
  return fetch(`${stripe.url}/v1/payment_intents/${intent.payment_intent_id}/confirm`, { method: 'POST', body });
}

const complete = (vehicleId: number, lockId: string, cookie: string, key = `checkout-${lockId}`) =>
  completeApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: { lock_id: lockId, vehicle_id: vehicleId, attributes: visitor, terms_accepted: true },
      headers: { cookie, 'idempotency-key': key },
    }),
    undefined,
  );

function eventsOf(intentId: string) {
  return stripe.events.filter((e) => {
    const object = (JSON.parse(e.payload) as { data: { object: { id: string; payment_intent?: string } } }).data.object;
    return object.id === intentId || object.payment_intent === intentId;
  });
}

function webhook(payload: string, signature = stripeSignature(payload, 'whsec_standin')) {
  return webhookApi(
    request('/api/webhooks/stripe', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    }),
    undefined,
  );
}

async function deliverAll(intentId: string) {
  for (const event of eventsOf(intentId)) expect((await webhook(event.payload)).status).toBe(200);
}

const paymentRow = async (intentId: string) =>
  (
    await db()
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, intentId)))
  )[0]!;
const orderOfHold = async (lockId: string) => (await db().select().from(orders).where(eq(orders.lockId, lockId)))[0];
const carStatus = async (id: number) => (await db().select({ s: vehicles.status }).from(vehicles).where(eq(vehicles.id, id)))[0]!.s;

describe('the card deposit (Stripe, manual capture)', () => {
  it('starts one PaymentIntent per hold with the market’s amount, manual capture and the hold in its metadata', async () => {
    const { vehicleId, cookie, lockId, init } = await checkout();
    expect(init).toMatchObject({ payment_vendor: 'STRIPE', reservation_fee: 50_000 });
    const first = await paymentFor(vehicleId, cookie);
    expect(first).toMatchObject({ amount: 50_000, currency: 'JPY' });
    expect(first.client_secret).toMatch(new RegExp(`^${first.payment_intent_id}_secret_`));
    const again = await paymentFor(vehicleId, cookie);
    expect(again.payment_intent_id).toBe(first.payment_intent_id);
    const intent = stripe.intents.get(first.payment_intent_id)!;
    expect(intent).toMatchObject({
      capture_method: 'manual',
      currency: 'jpy',
      amount: 50_000,
      metadata: { lock_id: lockId, vehicle_id: String(vehicleId) },
    });
    const creates = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === `pi-${lockId}`,
    );
    expect(creates).toHaveLength(1);
  });

  it('refuses a tampered amount (422), another browser (404) and a cross-site start (403)', async () => {
    const { vehicleId, cookie } = await checkout();
    const cheap = await startPayment(vehicleId, cookie, { amount: 1 });
    expect(cheap.status).toBe(422);
    expect((await problem(cheap)).errors).toEqual([{ pointer: 'amount', detail: 'must be 50000' }]);
    expect((await startPayment(vehicleId, browser())).status).toBe(404);
    const cross = await paymentApi(
      request('/api/buy_online/payment', {
        method: 'POST',
        json: { vehicle_id: vehicleId },
        headers: { cookie, origin: 'https://evil.example' },
      }),
      undefined,
    );
    expect(cross.status).toBe(403);
  });

  it('makes no order before the card is authorised, records a declined card, and orders once it is', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    const early = await complete(vehicleId, lockId, cookie);
    expect(early.status).toBe(409);
    expect((await problem(early)).detail).toContain('申込金');

    const declined = await payByCard(intent, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: { code: string; decline_code: string } }).error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    await deliverAll(intent.payment_intent_id);
    expect(await paymentRow(intent.payment_intent_id)).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    expect(await orderOfHold(lockId)).toBeUndefined();

    expect((await payByCard(intent, '4242424242424242')).status).toBe(200);
    // The order checks with Stripe itself: it does not wait for the webhook.
    const res = await complete(vehicleId, lockId, cookie);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      status: 'reserved',
      payment_vendor: 'STRIPE',
      payment_status: 'authorised',
      amount: 50_000,
      currency: 'JPY',
      stripe_payment_intent_id: intent.payment_intent_id,
    });
    expect(await carStatus(vehicleId)).toBe('reserved');
    const payment = await paymentRow(intent.payment_intent_id);
    expect(payment.status).toBe('authorised');
    // The deadline Stripe gives the authorisation, for the dealer to see.
    expect(payment.authorisedUntil!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    // Stripe's webhooks arriving now (and again) change nothing: still one order, one lead.
    await deliverAll(intent.payment_intent_id);
    await deliverAll(intent.payment_intent_id);
    expect(await db().$count(orders, eq(orders.lockId, lockId))).toBe(1);
    const order = (await orderOfHold(lockId))!;
    expect(await db().$count(leads, eq(leads.id, order.rdxFormsLeadId!))).toBe(1);
  });

  it('captures when the dealer confirms — once, even when confirmed twice — and refunds a cancellation after that', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4242424242424242');
    const { data } = (await (await complete(vehicleId, lockId, cookie)).json()) as { data: { order_number: string } };
    const confirmed = await confirmOrder(system, data.order_number);
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'captured' });
    expect(stripe.intents.get(intent.payment_intent_id)!.status).toBe('succeeded');
    await expect(confirmOrder(system, data.order_number)).rejects.toMatchObject({ status: 409 });
    expect(stripe.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
    await deliverAll(intent.payment_intent_id);
    expect((await paymentRow(intent.payment_intent_id)).status).toBe('captured');

    const cancelled = await cancelOrder(system, data.order_number, 'customer_request');
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund-${cancelled.id}`)).toHaveLength(1);
    expect(await carStatus(vehicleId)).toBe('stock');
    const types = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, cancelled.id)).orderBy(orderEvents.id)).map(
      (e) => e.type,
    );
    expect(types).toEqual(['reserved', 'payment_captured', 'confirmed', 'payment_refunded', 'cancelled']);
  });

  it('releases the authorisation when the dealer cancels before confirming, and the car is for sale again', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4242424242424242');
    const { data } = (await (await complete(vehicleId, lockId, cookie)).json()) as { data: { order_number: string } };
    const cancelled = await cancelOrder(system, data.order_number, 'vehicle_unavailable');
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'released' });
    expect(stripe.intents.get(intent.payment_intent_id)!.status).toBe('canceled');
    expect(await carStatus(vehicleId)).toBe('stock');
  });

  it('makes the order from the webhook when the visitor closed the tab after paying', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4242424242424242');
    await deliverAll(intent.payment_intent_id);
    const order = await orderOfHold(lockId);
    expect(order).toMatchObject({ status: 'reserved', paymentStatus: 'authorised', stripePaymentIntentId: intent.payment_intent_id });
    const [made] = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(made).toMatchObject({ type: 'reserved', actor: 'stripe' });
    // The visitor's own complete afterwards gets the same order.
    const late = await complete(vehicleId, lockId, cookie);
    expect(late.status).toBe(200);
    expect(((await late.json()) as { data: { order_number: string } }).data.order_number).toBe(order!.orderNumber);
  });

  it('releases a card authorised after the hold ran out: nobody pays for a car they do not get', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await db()
      .update(vehicleHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vehicleHolds.id, lockId));
    expect(await sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    await payByCard(intent, '4242424242424242');
    await deliverAll(intent.payment_intent_id);
    expect(stripe.intents.get(intent.payment_intent_id)!.status).toBe('canceled');
    expect((await paymentRow(intent.payment_intent_id)).status).toBe('released');
    expect(await orderOfHold(lockId)).toBeUndefined();
    expect(await carStatus(vehicleId)).toBe('stock');
  });

  it('expires the order when Stripe lapses the uncaptured authorisation, and the car is for sale again', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4242424242424242');
    expect((await complete(vehicleId, lockId, cookie)).status).toBe(201);
    // Seven days on, Stripe cancels the uncaptured authorisation itself.
    await fetch(`${stripe.url}/v1/payment_intents/${intent.payment_intent_id}/cancel`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_standin' },
      body: new URLSearchParams({ cancellation_reason: 'automatic' }),
    });
    await deliverAll(intent.payment_intent_id);
    expect(await orderOfHold(lockId)).toMatchObject({ status: 'expired', paymentStatus: 'released' });
    expect(await carStatus(vehicleId)).toBe('stock');
  });
});

describe('the owner cancels from the signed link (blocks.md 2.17)', () => {
  it('cancels a reservation at once — the authorisation released, the car for sale — and refuses a wrong token', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4242424242424242');
    const { data } = (await (await complete(vehicleId, lockId, cookie)).json()) as { data: { order_number: string } };
    expect(await cancelOwnOrder(data.order_number, 'not-the-token')).toBe('unavailable');
    expect(await orderOfHold(lockId)).toMatchObject({ status: 'reserved' });
    expect(await cancelOwnOrder(data.order_number, await orderAccessToken(data.order_number))).toBe('thank_you');
    expect(await orderOfHold(lockId)).toMatchObject({ status: 'cancelled', paymentStatus: 'released', cancelReason: 'customer_request' });
    expect(stripe.intents.get(intent.payment_intent_id)!.status).toBe('canceled');
    expect(await carStatus(vehicleId)).toBe('stock');
    expect(await cancelOwnOrder(data.order_number, await orderAccessToken(data.order_number))).toBe('cancelled');
  });

  it('turns a cancellation after the dealer took the deposit into one request the dealer decides', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4242424242424242');
    const { data } = (await (await complete(vehicleId, lockId, cookie)).json()) as { data: { order_number: string } };
    await confirmOrder(system, data.order_number);
    const token = await orderAccessToken(data.order_number);
    expect(await cancelOwnOrder(data.order_number, token)).toBe('awaiting_cancellation');
    expect(await cancelOwnOrder(data.order_number, token)).toBe('awaiting_cancellation');
    const order = (await orderOfHold(lockId))!;
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'captured' });
    expect(order.cancelRequestedAt).toBeInstanceOf(Date);
    const types = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.type);
    expect(types.filter((t) => t === 'cancel_requested')).toHaveLength(1);
    expect(await carStatus(vehicleId)).toBe('reserved');
  });
});

describe('the Stripe webhook (control 6, R5)', () => {
  it('refuses a bad signature, another secret, a stale timestamp and no signature, with problem+json', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [
      `t=${now},v1=${'0'.repeat(64)}`,
      stripeSignature(payload, 'whsec_someone_else'),
      stripeSignature(payload, 'whsec_standin', now - 600),
      '',
    ]) {
      const res = await webhook(payload, signature);
      expect(res.status).toBe(400);
      expect((await problem(res)).errors).toEqual([{ pointer: 'Stripe-Signature', detail: 'invalid' }]);
    }
    // A body changed after signing is refused too.
    const signed = stripeSignature(payload, 'whsec_standin');
    expect((await webhook(payload.replace('pi_x', 'pi_y'), signed)).status).toBe(400);
    expect(await db().$count(paymentEvents, eq(paymentEvents.eventId, 'evt_forged'))).toBe(0);
  });

  it('acknowledges an event about something it does not know, and a replay as a duplicate', async () => {
    const unknown = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await webhook(unknown)).status).toBe(200);
    const { vehicleId, cookie } = await checkout();
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent, '4000000000009995');
    const failed = eventsOf(intent.payment_intent_id).find((e) => e.type === 'payment_intent.payment_failed')!;
    expect(await (await webhook(failed.payload)).json()).toMatchObject({ duplicate: false });
    expect(await (await webhook(failed.payload)).json()).toMatchObject({ duplicate: true });
    expect(await db().$count(paymentEvents, eq(paymentEvents.eventId, failed.id))).toBe(1);
  });

  it('ends in the same state whatever the order and repetition of the events (R4)', async () => {
    // One checkout per run, on its own car: decline, then authorise; events delivered shuffled, some twice.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), async (keys) => {
        const { vehicleId, cookie, lockId } = await checkout();
        const intent = await paymentFor(vehicleId, cookie);
        await payByCard(intent, '4000000000000002');
        await payByCard(intent, '4242424242424242');
        const events = eventsOf(intent.payment_intent_id);
        const deliveries = [...events, ...events.slice(0, keys[0]! % events.length)]
          .map((event, i) => ({ event, key: keys[i % keys.length]! * 100 + i }))
          .sort((a, b) => a.key - b.key);
        for (const { event } of deliveries) expect((await webhook(event.payload)).status).toBe(200);
        expect((await paymentRow(intent.payment_intent_id)).status).toBe('authorised');
        expect(await db().$count(orders, eq(orders.lockId, lockId))).toBe(1);
        expect(await orderOfHold(lockId)).toMatchObject({ paymentStatus: 'authorised', status: 'reserved' });
        expect(await carStatus(vehicleId)).toBe('reserved');
      }),
      { numRuns: 6 },
    );
  });
});
