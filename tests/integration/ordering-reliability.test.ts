import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { POST as paymentApi } from '@/app/api/buy_online/payment/route';
import { POST as webhookApi } from '@/app/api/webhooks/stripe/route';
import {
  leadDeliveries,
  leads,
  mailOutbox,
  orderEvents,
  orders,
  paymentEvents,
  payments,
  vehicleHolds,
  vehicles,
  type VehicleHoldRow,
} from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { drainDeliveries } from '@/features/forms/deliveries.server';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { ownActiveHold, saveDraft } from '@/features/ordering/checkout.server';
import { heldVehicleIds, placeHold, releaseHold, requireOwnHold, sweepExpiredHolds } from '@/features/ordering/holds.server';
import { checkoutOrderKey, completeOrder, orderInput, orderInputFromDraft, type OrderInput } from '@/features/ordering/orders.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { AppError } from '@/lib/app-error';
import { problem, request } from '../fixtures/http';
import { startStripeStandIn, stripeSignature, type StripeStandIn } from '../fixtures/stripe-standin';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * The reliability bars of ordering (quality.md), shown end to end:
 *
 * - R2 — holds with a short time-to-live; attempts after expiry → exactly one new winner; abandoned
 *   holds are released by the sweeper; a hold whose payment is authorised is never released.
 * - R3 — fifty simultaneous "complete checkout" calls, duplicated signed Stripe webhooks (sent by
 *   the Stripe stand-in itself, to the webhook route) and retries with the same Idempotency-Key →
 *   exactly one order, one payment, one confirmation e-mail; the same key with another body → 422.
 *
 * Races are only truly simultaneous on PostgreSQL (DATABASE_URL; PGlite runs one statement at a
 * time, so there the same calls interleave between statements). Hold lifetimes are the setting's
 * minutes in production; here a hold's `expires_at` is moved to a few hundred milliseconds ahead
 * and the test waits for the real clock to pass it (nothing is called with a made-up `now`).
 *
 * The tests at the end pin down, step by step, races that once broke R2/R3 (see their comments);
 * each failed before its fix.
 */

// The environment is read once: the stand-in's port is fixed per worker and set before anything reads it.
const port = vi.hoisted(() => {
  const p = 4800 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_standin';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_standin';
  process.env.STRIPE_API_URL = `http://127.0.0.1:${p}`;
  return p;
});

/**
 * A pause point in `getDb()`, pass-through unless a test arms it: with `countdown = n` and `paused`
 * set, the n-th `getDb()` call from then on calls `reached()` and waits for `paused`. Only the
 * test of the same key with two bodies uses it, to stop completeOrder between two of its reads.
 */
const gate = vi.hoisted(() => ({ countdown: 0, paused: undefined as Promise<void> | undefined, reached: () => {} }));
vi.mock('@/db/client.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/db/client.server')>();
  return {
    ...actual,
    getDb: async () => {
      if (gate.countdown > 0 && --gate.countdown === 0 && gate.paused) {
        gate.reached();
        await gate.paused;
      }
      return actual.getDb();
    },
  };
});

const onPostgres = Boolean(process.env.DATABASE_URL);
const { db } = withFreshDatabase();
const system = systemActor('test');
let stripe: StripeStandIn;
let hooks: { url: string; close: () => Promise<void> };
let cars: number[] = [];
let nextCar = 0;
const takeCar = () => cars[nextCar++]!;

/** What the webhook route answered to each delivery the stand-in made (event id → answers). */
const webhookAnswers = new Map<string, { status: number; duplicate: boolean | undefined }[]>();

/** The site's side of Stripe's webhooks: an HTTP endpoint the stand-in posts to, handing each delivery to the route. */
async function startWebhookEndpoint(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void (async () => {
        const response = await webhookApi(
          request('/api/webhooks/stripe', {
            method: 'POST',
            body,
            headers: {
              'content-type': String(req.headers['content-type'] ?? 'application/json'),
              'stripe-signature': String(req.headers['stripe-signature'] ?? ''),
            },
          }),
          undefined,
        );
        const text = await response.text();
        const eventId = (JSON.parse(body) as { id: string }).id;
        const answer = response.ok ? (JSON.parse(text) as { duplicate?: boolean }) : {};
        webhookAnswers.set(eventId, [...(webhookAnswers.get(eventId) ?? []), { status: response.status, duplicate: answer.duplicate }]);
        res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      })().catch((error: unknown) => {
        res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  hooks = await startWebhookEndpoint();
  stripe = await startStripeStandIn({ port, webhookUrl: hooks.url });
  await seedDemoStock(40, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(system);
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});
afterAll(async () => {
  await stripe?.close();
  await hooks?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const payByStripe = () => saveCompanyConfig(system, 'all', 'cash', { payment_vendor: 'stripe', reservation_fee: 50_000, currency: 'jpy' });
const freeReservation = () => saveCompanyConfig(system, 'all', 'cash', { payment_vendor: 'NO_PAYMENT_JAPAN' });

const visitor = (email: string) => ({
  family_name: '山田',
  given_name: '花子',
  family_name_kana: 'やまだ',
  given_name_kana: 'ハナコ',
  email,
  phone: '090-1234-5678',
  privacy_consent: 'on',
});

const newSecret = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');

// ————— R2 helpers —————

/** The hold now runs out `ms` from now (real time). */
async function runsOutIn(holdId: string, ms: number): Promise<Date> {
  const at = new Date(Date.now() + ms);
  await db().update(vehicleHolds).set({ expiresAt: at }).where(eq(vehicleHolds.id, holdId));
  return at;
}

async function holdsOf(vehicleId: number): Promise<VehicleHoldRow[]> {
  return db().select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicleId));
}

/** Everyone at once; who got the car, and what the others were told. */
async function race(vehicleId: number, secrets: readonly string[]) {
  const settled = await Promise.allSettled(secrets.map((secret) => placeHold(vehicleId, secret)));
  const winners: { secret: string; hold: VehicleHoldRow }[] = [];
  const refusals: string[] = [];
  const unexpected: unknown[] = [];
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') {
      if (s.value.created) winners.push({ secret: secrets[i]!, hold: s.value.hold });
      else unexpected.push(`given an existing hold back: ${secrets[i]}`);
    } else if (s.reason instanceof AppError) {
      refusals.push(`${s.reason.status} ${s.reason.errors.map((e) => e.detail).join(',')}`);
    } else unexpected.push(s.reason);
  });
  return { winners, refusals, unexpected };
}

const racers = (label: string, n: number) => Array.from({ length: n }, (_, i) => `${label}-${i}`);

describe('R2: holds that run out', () => {
  it('R2: a short hold keeps 30 simultaneous visitors out while it lasts; once it ran out exactly one of 30 (+ the old holder) wins — three rounds', async () => {
    const car = takeCar();
    let owner = { secret: 'r2-round0', hold: (await placeHold(car, 'r2-round0')).hold };
    for (let round = 1; round <= 3; round++) {
      const expiresAt = await runsOutIn(owner.hold.id, 1_500);
      // All of them start before the hold runs out (placeHold reads the clock when called).
      const early = await race(car, racers(`r2-early-${round}`, 30));
      expect(early.unexpected).toEqual([]);
      expect(early.winners).toEqual([]);
      expect(early.refusals).toEqual(Array.from({ length: 30 }, () => '409 held'));
      expect(await placeHold(car, owner.secret)).toMatchObject({ created: false, hold: { id: owner.hold.id } });

      await sleep(Math.max(0, expiresAt.getTime() - Date.now()) + 30);
      const late = await race(car, [...racers(`r2-late-${round}`, 30), owner.secret]);
      expect(late.unexpected).toEqual([]);
      expect(late.winners).toHaveLength(1);
      expect(late.refusals).toEqual(Array.from({ length: 30 }, () => '409 held'));

      const rows = await holdsOf(car);
      const active = rows.filter((h) => h.status === 'active');
      expect(active.map((h) => h.id)).toEqual([late.winners[0]!.hold.id]);
      const old = rows.find((h) => h.id === owner.hold.id)!;
      expect(old).toMatchObject({ status: 'expired' });
      expect(old.endedAt).toBeInstanceOf(Date);
      if (late.winners[0]!.secret !== owner.secret) {
        await expect(requireOwnHold(owner.hold.id, owner.secret, db())).rejects.toMatchObject({ status: 409 });
      }
      owner = late.winners[0]!;
    }
    // One hold per round, never two at once: every row but the last has ended.
    const rows = await holdsOf(car);
    expect(rows).toHaveLength(4);
    expect(rows.filter((h) => h.status === 'active')).toHaveLength(1);
  });

  it('R2: six cars run out together, 15 visitors per car and two sweepers (two instances) at the same moment: each car goes to exactly one visitor', async () => {
    await sweepExpiredHolds(); // tidy whatever earlier tests left
    const six = Array.from({ length: 6 }, takeCar);
    const first = await Promise.all(six.map(async (car) => (await placeHold(car, `r2-multi-first-${car}`)).hold));
    const at = await Promise.all(first.map((h) => runsOutIn(h.id, 300)));
    await sleep(Math.max(...at.map((d) => d.getTime())) - Date.now() + 30);

    const [races, sweeps] = await Promise.all([
      Promise.all(six.map((car) => race(car, racers(`r2-multi-${car}`, 15)))),
      Promise.all([sweepExpiredHolds(), sweepExpiredHolds()]),
    ]);
    for (const [i, car] of six.entries()) {
      const outcome = races[i]!;
      expect(outcome.unexpected).toEqual([]);
      expect(outcome.winners, `car ${car}: ${outcome.refusals.join(' | ')}`).toHaveLength(1);
      expect(outcome.refusals).toEqual(Array.from({ length: 14 }, () => '409 held'));
      const rows = await holdsOf(car);
      expect(rows.find((h) => h.id === first[i]!.id)).toMatchObject({ status: 'expired' });
      expect(rows.filter((h) => h.status === 'active').map((h) => h.id)).toEqual([outcome.winners[0]!.hold.id]);
    }
    // Each lapsed hold was ended exactly once, by a visitor or by one of the sweepers.
    expect(sweeps[0] + sweeps[1]).toBeLessThanOrEqual(6);
  });

  it('R2: the sweeper ends abandoned holds once (not before) they run out — each exactly once with two sweepers at once — and leaves a live hold alone', async () => {
    await sweepExpiredHolds();
    const abandoned = Array.from({ length: 5 }, takeCar);
    const live = takeCar();
    const holds = await Promise.all(abandoned.map(async (car) => (await placeHold(car, `r2-leaver-${car}`)).hold));
    const { hold: liveHold } = await placeHold(live, 'r2-stayer');
    const at = await Promise.all(holds.map((h) => runsOutIn(h.id, 400)));

    expect(await sweepExpiredHolds()).toBe(0);
    expect(await heldVehicleIds([...abandoned, live])).toEqual(new Set([...abandoned, live]));
    await sleep(Math.max(...at.map((d) => d.getTime())) - Date.now() + 30);

    const counts = await Promise.all([sweepExpiredHolds(), sweepExpiredHolds()]);
    expect(counts[0] + counts[1]).toBe(5);
    const rows = await db()
      .select()
      .from(vehicleHolds)
      .where(inArray(vehicleHolds.id, [...holds.map((h) => h.id), liveHold.id]));
    for (const hold of holds) {
      const row = rows.find((r) => r.id === hold.id)!;
      expect(row.status).toBe('expired');
      expect(row.endedAt).toBeInstanceOf(Date);
    }
    expect(rows.find((r) => r.id === liveHold.id)).toMatchObject({ status: 'active', endedAt: null });
    // Shown free again, and a newcomer takes each car straight away (no lapsed hold in the way).
    expect(await heldVehicleIds([...abandoned, live])).toEqual(new Set([live]));
    const newcomers = await Promise.all(abandoned.map((car) => placeHold(car, `r2-newcomer-${car}`)));
    expect(newcomers.map((n) => n.created)).toEqual(abandoned.map(() => true));
    expect(await sweepExpiredHolds()).toBe(0);
  });
});

// ————— Stripe helpers —————

async function startCheckout(email: string, draft: 'with details' | 'no details yet' = 'with details') {
  const vehicleId = takeCar();
  const secret = newSecret();
  const cookie = `sl_holder=${secret}`;
  const res = await initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }),
    undefined,
  );
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { lock_id: string } };
  if (draft === 'with details') {
    await saveDraft(vehicleId, secret, { finance_option: 'loan', attributes: visitor(email), contact_ok: true, terms_accepted: true });
  }
  // What the checkout's last step sends (orderInputFromDraft), as the API's JSON body: the same fingerprint.
  const hold = (await ownActiveHold(vehicleId, secret))!;
  const body = JSON.parse(
    JSON.stringify({ ...orderInputFromDraft(hold), finance_option: 'loan', attributes: visitor(email), terms_accepted: true }),
  ) as Record<string, unknown>;
  return { vehicleId, secret, cookie, lockId: data.lock_id, body };
}

const startPayment = (vehicleId: number, cookie: string) =>
  paymentApi(request('/api/buy_online/payment', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }), undefined);

async function paymentFor(vehicleId: number, cookie: string) {
  const res = await startPayment(vehicleId, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { payment_intent_id: string; client_secret: string } }).data;
}

/** What Stripe.js does with the card typed into the Payment Element; Stripe then sends its webhooks. */
async function payByCard(intent: { payment_intent_id: string; client_secret: string }) {
  const body = new URLSearchParams({
    client_secret: intent.client_secret,
    key: 'pk_test_standin',
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
  });
  const res = await fetch(`${stripe.url}/v1/payment_intents/${intent.payment_intent_id}/confirm`, { method: 'POST', body });
  expect(res.status).toBe(200);
}

function eventsOf(intentId: string) {
  return stripe.events.filter((e) => {
    const object = (JSON.parse(e.payload) as { data: { object: { id: string; payment_intent?: string } } }).data.object;
    return object.id === intentId || object.payment_intent === intentId;
  });
}

const cancelsOf = (intentId: string) => stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);

type Answer = { status: number; number?: string; text: string };

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const number = response.ok ? (JSON.parse(text) as { data: { order_number: string } }).data.order_number : undefined;
  return { status: response.status, number, text };
}

const completeByApi = (body: unknown, cookie: string, key: string) =>
  completeApi(
    request('/api/buy_online/orders', { method: 'POST', json: body, headers: { cookie, 'idempotency-key': key } }),
    undefined,
  ).then(answerOf);

/** completeOrder itself, as the API route and the checkout's last step call it. */
async function completeDirect(input: OrderInput, secret: string, key: string): Promise<Answer> {
  try {
    const { order, replayed } = await completeOrder(input, {
      holderSecret: secret,
      idempotencyKey: key,
      client: 'test',
      language: 'ja',
      sourcePath: null,
    });
    return { status: replayed ? 200 : 201, number: order.orderNumber, text: '' };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, text: error.message };
    throw error;
  }
}

/** The checkout's own last step (completeCheckoutAction): the draft, under the hold's key. */
const completeByCheckoutButton = (hold: VehicleHoldRow, secret: string) =>
  completeDirect(orderInputFromDraft(hold), secret, checkoutOrderKey(hold.id));

/** Everything one checkout left behind: orders, leads, e-mails, payments. */
async function recordsOf(lockId: string, email: string) {
  const made = await db().select().from(orders).where(eq(orders.lockId, lockId));
  const leadIds = made.map((o) => o.rdxFormsLeadId!);
  const leadRows = await db()
    .select()
    .from(leads)
    .where(sql`${leads.attributes}->>'email' = ${email}`);
  const deliveries = leadRows.length
    ? await db()
        .select()
        .from(leadDeliveries)
        .where(
          inArray(
            leadDeliveries.leadId,
            leadRows.map((l) => l.id),
          ),
        )
    : [];
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const paymentRows = await db().select().from(payments).where(eq(payments.holdId, lockId));
  return { orders: made, leadIds, leads: leadRows, deliveries, mails, payments: paymentRows };
}

function tally(answers: readonly Answer[]) {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

describe('R3: one order, however often and however simultaneously the checkout is completed', () => {
  it('R3: a free reservation — 50 simultaneous completes (20 API same key, 15 API other keys, 15 checkout button) → one order, one lead, one confirmation e-mail; retries replay; another body → 422', async () => {
    await freeReservation();
    const email = 'r3-free@example.jp';
    const { secret, cookie, lockId, body, vehicleId } = await startCheckout(email);
    const hold = (await ownActiveHold(vehicleId, secret))!;
    const key = checkoutOrderKey(lockId);
    const started = performance.now();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => completeByApi(body, cookie, key)),
      ...Array.from({ length: 15 }, () => completeByApi(body, cookie, crypto.randomUUID())),
      ...Array.from({ length: 15 }, () => completeByCheckoutButton(hold, secret)),
    ]);
    const raceMs = performance.now() - started;

    expect(tally(answers)).toEqual({ 201: 1, 200: 49 });
    const numbers = new Set(answers.map((a) => a.number));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];

    // Retries afterwards: same key and body, the checkout button again, another tab's key → the same order.
    const retries = await Promise.all([
      completeByApi(body, cookie, key),
      completeByApi({ ...body, attributes: { ...visitor(email) } }, cookie, key),
      completeByCheckoutButton(hold, secret),
      completeByApi(body, cookie, crypto.randomUUID()),
    ]);
    expect(retries.map((r) => [r.status, r.number])).toEqual(retries.map(() => [200, number]));
    // The same key with another body → 422, and nothing is made (other keys: the first race test below).
    const [made] = await db().select({ key: orders.idempotencyKey }).from(orders).where(eq(orders.lockId, lockId));
    const other = await completeApi(
      request('/api/buy_online/orders', {
        method: 'POST',
        json: { ...body, finance_option: 'cash' },
        headers: { cookie, 'idempotency-key': made!.key },
      }),
      undefined,
    );
    expect(other.status).toBe(422);
    expect((await problem(other)).errors).toEqual([{ pointer: 'Idempotency-Key', detail: 'reused with a different request body' }]);

    await drainDeliveries();
    await drainDeliveries();
    const records = await recordsOf(lockId, email);
    expect(records.orders).toHaveLength(1);
    expect(records.orders[0]).toMatchObject({
      orderNumber: number,
      status: 'reserved',
      paymentStatus: 'not_required',
      financeOption: 'loan',
    });
    expect(await db().$count(orders, eq(orders.vehicleId, vehicleId))).toBe(1);
    expect(records.leads.map((l) => l.id)).toEqual(records.leadIds);
    expect(records.deliveries.map((d) => `${d.kind}:${d.status}`).sort()).toEqual(['confirmation:delivered', 'notification:delivered']);
    expect(records.mails).toHaveLength(1);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, records.orders[0]!.id));
    expect(events.map((e) => e.type)).toEqual(['reserved']);
    console.info(`R3 free: 50 simultaneous completes answered in ${raceMs.toFixed(0)} ms (${onPostgres ? 'PostgreSQL' : 'PGlite'})`);
  });

  it('R3: the same Idempotency-Key with two bodies at once (25 + 25) → one order; only its body is answered with it', async () => {
    await freeReservation();
    const email = 'r3-twobodies@example.jp';
    const { cookie, lockId, body } = await startCheckout(email);
    const key = `tab-${crypto.randomUUID()}`;
    const otherBody = { ...body, finance_option: 'cash' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? completeByApi(otherBody, cookie, key) : completeByApi(body, cookie, key))),
    );
    const [order] = await db().select().from(orders).where(eq(orders.lockId, lockId));
    expect(await db().$count(orders, eq(orders.lockId, lockId))).toBe(1);
    const winner = order!.financeOption === 'loan' ? 0 : 1;
    const winners = answers.filter((_, i) => i % 2 === winner);
    const losers = answers.filter((_, i) => i % 2 !== winner);
    expect(tally(winners)).toEqual({ 201: 1, 200: 24 });
    expect(new Set(winners.map((a) => a.number))).toEqual(new Set([order!.orderNumber]));
    // The other body under the same key is refused, every time.
    expect(tally(losers)).toEqual({ 422: 25 });
  });

  it('R3: a Stripe deposit — 10 payment inits, then 50 simultaneous completes while the stand-in delivers every signed webhook 5 times → one PaymentIntent, one order, one confirmation e-mail, no money released', async () => {
    await payByStripe();
    const email = 'r3-stripe@example.jp';
    const { vehicleId, secret, cookie, lockId, body } = await startCheckout(email);

    // A reload storm on the payment step: one PaymentIntent, one payments row.
    const inits = await Promise.all(Array.from({ length: 10 }, () => paymentFor(vehicleId, cookie)));
    const intentId = inits[0]!.payment_intent_id;
    expect(new Set(inits.map((i) => i.payment_intent_id))).toEqual(new Set([intentId]));
    expect([...stripe.intents.values()].filter((i) => i.metadata.lock_id === lockId)).toHaveLength(1);

    const hold = (await ownActiveHold(vehicleId, secret))!;
    const key = checkoutOrderKey(lockId);
    await payByCard(inits[0]!); // Stripe delivers its events on its own ~20 ms later, during the race below
    const events = eventsOf(intentId);
    expect(events.map((e) => e.type).sort()).toEqual([
      'charge.succeeded',
      'payment_intent.amount_capturable_updated',
      'payment_intent.created',
    ]);

    const started = performance.now();
    const [answers, redeliveries] = await Promise.all([
      Promise.all([
        ...Array.from({ length: 25 }, () => completeByApi(body, cookie, key)),
        ...Array.from({ length: 10 }, () => completeByApi(body, cookie, crypto.randomUUID())),
        ...Array.from({ length: 15 }, () => completeByCheckoutButton(hold, secret)),
      ]),
      Promise.all(events.flatMap((e) => Array.from({ length: 4 }, () => stripe.redeliver(e.id)))),
    ]);
    const raceMs = performance.now() - started;
    // Stripe's own first delivery of each event has been answered too (5 deliveries each).
    await until('every event delivered five times', () => events.every((e) => e.deliveries.length >= 5));
    expect(redeliveries.every((s) => s === 200)).toBe(true);
    for (const e of events) expect(e.deliveries).toEqual([200, 200, 200, 200, 200]);

    const [order] = await db().select().from(orders).where(eq(orders.lockId, lockId));
    expect(order).toMatchObject({
      status: 'reserved',
      paymentStatus: 'authorised',
      paymentVendor: 'STRIPE',
      stripePaymentIntentId: intentId,
    });
    const made = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    const reserved = made.filter((e) => e.type === 'reserved');
    expect(reserved).toHaveLength(1);
    // Exactly one maker: one of the 50 completes (201), or Stripe's webhook (then every complete says 200).
    expect(tally(answers)).toEqual(reserved[0]!.actor === 'stripe' ? { 200: 50 } : { 201: 1, 200: 49 });
    expect(new Set(answers.map((a) => a.number))).toEqual(new Set([order!.orderNumber]));

    // Stripe retries again later, and the visitor retries: nothing new.
    for (const e of events) expect(await stripe.redeliver(e.id)).toBe(200);
    const retries = await Promise.all([completeByApi(body, cookie, key), completeByCheckoutButton(hold, secret)]);
    expect(retries.map((r) => [r.status, r.number])).toEqual([
      [200, order!.orderNumber],
      [200, order!.orderNumber],
    ]);
    // The same key with another body → 422.
    const other = await completeByApi({ ...body, finance_option: 'cash' }, cookie, order!.idempotencyKey);
    expect(other.status).toBe(422);

    // Each event was applied once: one payment_events row, and of its deliveries one answered as new, the rest as duplicates.
    const authorisedEvent = events.find((e) => e.type === 'payment_intent.amount_capturable_updated')!;
    expect(await db().$count(paymentEvents, eq(paymentEvents.eventId, authorisedEvent.id))).toBe(1);
    expect(
      webhookAnswers
        .get(authorisedEvent.id)!
        .map((a) => a.duplicate)
        .sort(),
    ).toEqual([false, true, true, true, true, true]);
    for (const e of events) expect(await db().$count(paymentEvents, eq(paymentEvents.eventId, e.id))).toBeLessThanOrEqual(1);

    await drainDeliveries();
    const records = await recordsOf(lockId, email);
    expect(records.orders).toHaveLength(1);
    expect(records.payments).toHaveLength(1);
    expect(records.payments[0]).toMatchObject({ provider: 'stripe', providerRef: intentId, status: 'authorised' });
    expect(records.leads.map((l) => l.id)).toEqual(records.leadIds);
    expect(records.deliveries.filter((d) => d.kind === 'confirmation')).toHaveLength(1);
    expect(records.mails).toHaveLength(1);
    // The money stays authorised for the dealer to capture: never released, never captured twice.
    expect(stripe.intents.get(intentId)!.status).toBe('requires_capture');
    expect(cancelsOf(intentId)).toEqual([]);
    expect(await db().$count(vehicles, and(eq(vehicles.id, vehicleId), eq(vehicles.status, 'reserved')))).toBe(1);
    console.info(
      `R3 Stripe: 50 completes + 12 webhook deliveries answered in ${raceMs.toFixed(0)} ms; order made by ${reserved[0]!.actor} (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
    );
  });
});

describe('R2: a hold a card payment rests on', () => {
  it('R2: is never released — not by time, not by 20 visitors after expiry, not by two sweepers, not by giving up, not by duplicated webhooks — and the visitor still orders on it', async () => {
    await payByStripe();
    const email = 'r2-paid@example.jp';
    // Paid before the details were in (or they stopped passing the form): Stripe's webhook cannot make the order.
    const { vehicleId, secret, cookie, lockId, body } = await startCheckout(email, 'no details yet');
    const intent = await paymentFor(vehicleId, cookie);
    await payByCard(intent);
    const events = eventsOf(intent.payment_intent_id);
    await until('Stripe delivered its events', () => events.every((e) => e.deliveries.length >= 1));
    expect(events.map((e) => e.deliveries[0])).toEqual(events.map(() => 200));
    const [held] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, lockId));
    expect(held).toMatchObject({ status: 'active', paymentAuthorised: true });
    expect(await db().$count(orders, eq(orders.lockId, lockId))).toBe(0);

    await sweepExpiredHolds(); // tidy whatever earlier tests left
    const expiresAt = await runsOutIn(lockId, 200);
    await sleep(expiresAt.getTime() - Date.now() + 30);
    const [late, counts] = await Promise.all([
      race(vehicleId, racers('r2-paid-racer', 20)),
      Promise.all([sweepExpiredHolds(), sweepExpiredHolds()]),
    ]);
    expect(late.unexpected).toEqual([]);
    expect(late.winners).toEqual([]);
    expect(late.refusals).toEqual(Array.from({ length: 20 }, () => '409 held'));
    await releaseHold(lockId, secret);
    for (const e of events) expect(await stripe.redeliver(e.id)).toBe(200);
    expect(counts).toEqual([0, 0]);

    const [after] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, lockId));
    expect(after).toMatchObject({ status: 'active', paymentAuthorised: true, endedAt: null });
    expect(await db().$count(vehicleHolds, and(eq(vehicleHolds.vehicleId, vehicleId), eq(vehicleHolds.status, 'active')))).toBe(1);
    expect(await heldVehicleIds([vehicleId])).toEqual(new Set([vehicleId]));
    await expect(requireOwnHold(lockId, secret, db())).resolves.toMatchObject({ id: lockId });
    expect(stripe.intents.get(intent.payment_intent_id)!.status).toBe('requires_capture');
    expect(cancelsOf(intent.payment_intent_id)).toEqual([]);

    // The visitor fills in the details and completes, long after the hold's time: the order, on the authorised card.
    const done = await completeByApi(body, cookie, checkoutOrderKey(lockId));
    expect(done.status).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.lockId, lockId));
    expect(order).toMatchObject({ status: 'reserved', paymentStatus: 'authorised', stripePaymentIntentId: intent.payment_intent_id });
  });
});

/** A raw connection to the test's own PostgreSQL database, for holding locks the product code then waits on. */
async function rawConnection(): Promise<pg.Client> {
  const { rows } = await db().execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Waits until a statement of the product code matching `pattern` is blocked on a lock. */
async function blockedOn(watcher: pg.Client, pattern: string): Promise<void> {
  await until(`a statement like ${pattern} waiting on a lock`, async () => {
    const { rowCount } = await watcher.query(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [pattern],
    );
    return (rowCount ?? 0) > 0;
  });
}

describe('races that once broke R2 and R3 (each failed before its fix)', () => {
  it('R2: a visitor arriving as the sweeper ends the lapsed hold gets the car (nobody holds it)', async () => {
    // holds.server.ts placeHold: the statement sees the lapsed hold; the sweeper (another instance's
    // jobs worker) ends it; placeHold's transaction then finds nothing to end and answers 409 "held"
    // — without trying to take the car that is now free. Zero winners after expiry.
    const car = takeCar();
    const { hold } = await placeHold(car, 'r2-bug-first');
    const at = await runsOutIn(hold.id, 100);
    await sleep(at.getTime() - Date.now() + 30);
    const handle = db();
    const transaction = handle.transaction.bind(handle);
    const spy = vi.spyOn(handle, 'transaction').mockImplementationOnce(async (work, config) => {
      await sweepExpiredHolds(); // exactly in the window between placeHold's statement and its transaction
      return transaction(work, config);
    });
    try {
      const outcome = await placeHold(car, 'r2-bug-visitor').catch((error: unknown) => error);
      expect(outcome).toMatchObject({ created: true });
      expect((await holdsOf(car)).filter((h) => h.status === 'active')).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('R3: a key first answered with another request’s order is remembered — reused with another body it gets 422', async () => {
    // orders.server.ts completeOrder: only the key of the request that made the order is stored
    // (orders.idempotency_key). Any other key of the same checkout — a second tab, or one of the
    // requests that lost a simultaneous race — is answered through `completed()` (the hold's order)
    // without its body ever being compared, so reused with another body it still gets 200.
    await freeReservation();
    const { cookie, body } = await startCheckout('r3-bug-tab@example.jp');
    const first = await completeByApi(body, cookie, `tab-a-${crypto.randomUUID()}`);
    expect(first.status).toBe(201);
    const otherTab = `tab-b-${crypto.randomUUID()}`;
    const replay = await completeByApi(body, cookie, otherTab);
    expect([replay.status, replay.number]).toEqual([200, first.number]);
    const reused = await completeByApi({ ...body, finance_option: 'cash' }, cookie, otherTab);
    expect(reused.status).toBe(422);
  });

  it('R3: the same Idempotency-Key with another body is refused 422 even when it arrives while the first request commits', async () => {
    // orders.server.ts completeOrder: the key lookup (orderByKey) finds nothing yet; the first
    // request commits; `completed()` then finds the hold's order and returns it as a replay without
    // comparing the request's fingerprint.
    await freeReservation();
    const { cookie, secret, body } = await startCheckout('r3-bug-key@example.jp');
    const key = `tab-${crypto.randomUUID()}`;
    let release = () => {};
    gate.paused = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (gate.reached = resolve));
    gate.countdown = 2; // completeOrder's 2nd getDb(): after its key lookup, before `completed()`
    const second = completeDirect(orderInput.parse({ ...body, finance_option: 'cash' }), secret, key);
    await Promise.race([reached, second]); // (if completeOrder no longer reaches the pause, the test just runs in order)
    const first = await completeByApi(body, cookie, key);
    release();
    gate.paused = undefined;
    gate.countdown = 0;
    expect(first.status).toBe(201);
    expect((await second).status).toBe(422);
  });

  it.skipIf(!onPostgres)(
    'R3 (PostgreSQL): a duplicated webhook read between the complete’s commit and its own hold read leaves the money of the order just made',
    async () => {
      // payment-effects.server.ts reconcilePayment: it reads the hold's order (none yet: the
      // complete has not committed), then the hold (converted: the complete has committed) and,
      // the hold not being active, cancels the authorisation as if the hold had lapsed. The order
      // stays "reserved" with its money released; Stripe's payment_intent.canceled then expires it.
      await payByStripe();
      const { vehicleId, cookie, lockId, body } = await startCheckout('r3-bug-webhook@example.jp');
      const intent = await paymentFor(vehicleId, cookie);
      stripe.setWebhookUrl(''); // this test delivers the webhook itself, at the moment it needs
      const a = await rawConnection();
      const b = await rawConnection();
      const watcher = await rawConnection();
      try {
        await payByCard(intent);
        const authorised = eventsOf(intent.payment_intent_id).find((e) => e.type === 'payment_intent.amount_capturable_updated')!;
        // 1. The complete's transaction stops at its last write (the car), with the hold already converted.
        await a.query('begin');
        await a.query('select 1 from vehicles where id = $1 for no key update', [vehicleId]);
        const completing = completeByApi(body, cookie, checkoutOrderKey(lockId));
        await blockedOn(watcher, 'update "vehicles"%');
        // 2. A lock request queued behind that transaction makes the next read of vehicle_holds wait for its commit.
        await b.query('begin');
        const locked = b.query('lock table vehicle_holds in access exclusive mode');
        await blockedOn(watcher, 'lock table vehicle_holds%');
        // 3. Stripe's (duplicated) webhook: reads the order (none yet), then waits to read the hold.
        const delivered = webhookApi(
          request('/api/webhooks/stripe', {
            method: 'POST',
            body: authorised.payload,
            headers: {
              'content-type': 'application/json',
              'stripe-signature': stripeSignature(authorised.payload, 'whsec_standin'),
            },
          }),
          undefined,
        );
        await blockedOn(watcher, 'select%from "vehicle_holds"%');
        // 4. The complete commits; then the webhook reads the converted hold.
        await a.query('commit');
        await locked;
        await b.query('commit');
        expect((await completing).status).toBe(201);
        expect((await delivered).status).toBe(200);
        const [order] = await db().select().from(orders).where(eq(orders.lockId, lockId));
        expect(order).toMatchObject({ status: 'reserved', paymentStatus: 'authorised' });
        expect(stripe.intents.get(intent.payment_intent_id)!.status).toBe('requires_capture');
        expect(cancelsOf(intent.payment_intent_id)).toEqual([]);
      } finally {
        await a.query('rollback').catch(() => undefined);
        await b.query('rollback').catch(() => undefined);
        await Promise.all([a.end(), b.end(), watcher.end()]);
        await sleep(1_100); // the stand-in's one retry of its undelivered events goes nowhere
        stripe.setWebhookUrl(hooks.url);
      }
    },
  );
});
