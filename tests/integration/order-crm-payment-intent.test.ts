import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { POST as paymentApi } from '@/app/api/buy_online/payment/route';
import { leadDeliveries, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { runDueDeliveries } from '@/features/forms/deliveries.server';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { saveDraft } from '@/features/ordering/checkout.server';
import { saveSetting } from '@/features/settings/settings.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { startCrmStandIn, type CrmStandIn } from '../fixtures/crm-standin';
import { request } from '../fixtures/http';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-standin';
import { reservationVisitor } from '../fixtures/ordering';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: the stand-ins' ports are fixed per worker and set before anything reads them.
const ports = vi.hoisted(() => {
  const base = 4780 + 2 * Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.LEAD_API_TOKEN = 'crm-test-token';
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_standin';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_standin';
  process.env.STRIPE_API_URL = `http://127.0.0.1:${base}`;
  // The CRM stand-in is on this machine: the outbound guard lets only its port through.
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${base + 1}`;
  return { stripe: base, crm: base + 1 };
});

const { db } = withFreshDatabase();
const system = systemActor('test');
let crm: CrmStandIn;
let stripe: StripeStandIn;
let cars: number[] = [];

beforeAll(async () => {
  [crm, stripe] = await Promise.all([startCrmStandIn({ port: ports.crm }), startStripeStandIn({ port: ports.stripe })]);
  await seedDemoStock(8, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(system);
  await saveSetting(system, 'leads.api_base_url', crm.url);
  await saveCompanyConfig(system, 'all', 'cash', { payment_vendor: 'stripe', reservation_fee: 50_000, currency: 'jpy' });
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});
afterAll(() => Promise.all([crm?.close(), stripe?.close()]));

/** A reservation paid by card, as the checkout makes it: hold, PaymentIntent, card authorised, order. */
async function reserveWithCard(vehicleId: number): Promise<{ leadId: string; intentId: string }> {
  const cookie = `sl_holder=${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;
  const held = await initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }),
    undefined,
  );
  const lockId = ((await held.json()) as { data: { lock_id: string } }).data.lock_id;
  await saveDraft(vehicleId, cookie.slice('sl_holder='.length), { attributes: reservationVisitor, contact_ok: true, terms_accepted: true });
  const started = await paymentApi(
    request('/api/buy_online/payment', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }),
    undefined,
  );
  const intent = ((await started.json()) as { data: { payment_intent_id: string; client_secret: string } }).data;
  // What Stripe.js does with the card typed into the Payment Element.
  const confirm = await fetch(`${stripe.url}/v1/payment_intents/${intent.payment_intent_id}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      client_secret: intent.client_secret,
      key: 'pk_test_standin',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
    }),
  });
  expect(confirm.status).toBe(200);
  const res = await completeApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: { lock_id: lockId, vehicle_id: vehicleId, attributes: reservationVisitor, terms_accepted: true },
      headers: { cookie, 'idempotency-key': `checkout-${lockId}` },
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { rdx_forms_lead_id: string; stripe_payment_intent_id: string } };
  expect(data.stripe_payment_intent_id).toBe(intent.payment_intent_id);
  return { leadId: data.rdx_forms_lead_id, intentId: intent.payment_intent_id };
}

/** Makes every pending delivery of the lead due now and works the outbox once. */
async function workOutboxNow(leadId: string) {
  await db()
    .update(leadDeliveries)
    .set({ nextAttemptAt: new Date() })
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.status, 'pending')));
  await runDueDeliveries();
}

const creates = () => crm.requests.filter((r) => r.method === 'POST' && r.path === '/api/stripe/create_payment_intent');
const deliveryOf = async (leadId: string) =>
  (
    await db()
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, 'crm_payment_intent')))
  )[0];

describe('the CRM hears of a reservation’s card deposit (Lead API create_payment_intent)', () => {
  it('is told once, after the lead, with the PaymentIntent and the lead’s Salesforce id', async () => {
    const { leadId, intentId } = await reserveWithCard(cars[0]!);
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'pending', idempotencyKey: `${leadId}:crm_payment_intent` });
    await runDueDeliveries();
    await workOutboxNow(leadId); // the first pass may have found the CRM lead not made yet
    await workOutboxNow(leadId);

    const crmLead = crm.leads.find((l) => (l.body as { lead: { external_id: string } }).lead.external_id === leadId)!;
    const salesforce = (await (
      await fetch(`${crm.url}/api/leads/${crmLead.id}/salesforce_data`, { headers: { authorization: 'Bearer crm-test-token' } })
    ).json()) as { data: { salesforce_id: string } };
    expect(crm.paymentIntents).toEqual([
      {
        id: 'cpi-1',
        idempotencyKey: `${leadId}:crm_payment_intent`,
        paymentIntent: {
          id: intentId,
          amount: 50_000,
          currency: 'jpy',
          status: 'requires_capture',
          salesforce_lead_id: salesforce.data.salesforce_id,
        },
      },
    ]);
    expect(creates()).toHaveLength(1);
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'delivered', externalId: 'cpi-1' });
  });

  it('waits for the CRM lead while the CRM is down, then tells it once', async () => {
    await crm.setDown('error');
    const { leadId, intentId } = await reserveWithCard(cars[1]!);
    await runDueDeliveries();
    await workOutboxNow(leadId);
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'pending' });
    expect(crm.paymentIntents.some((p) => p.paymentIntent.id === intentId)).toBe(false);

    await crm.setDown(false);
    for (let i = 0; i < 3; i++) await workOutboxNow(leadId);
    expect(crm.paymentIntents.filter((p) => p.paymentIntent.id === intentId)).toHaveLength(1);
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'delivered' });
  });

  it('retries its own call while the CRM is down, with the same idempotency key, and stops once delivered', async () => {
    const { leadId, intentId } = await reserveWithCard(cars[2]!);
    // The CRM gets the lead first; the PaymentIntent's turn comes while the CRM is down.
    await db()
      .update(leadDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 3600_000) })
      .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, 'crm_payment_intent')));
    await runDueDeliveries();
    await crm.setDown('error');
    const before = crm.requests.length;
    await workOutboxNow(leadId);
    await workOutboxNow(leadId);
    expect(crm.requests.length).toBeGreaterThan(before); // it did call, and was refused
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'pending', attempts: 2, lastError: expect.stringContaining('503') });

    await crm.setDown(false);
    await workOutboxNow(leadId);
    await workOutboxNow(leadId);
    const told = crm.paymentIntents.filter((p) => p.paymentIntent.id === intentId);
    expect(told).toHaveLength(1);
    expect(told[0]!.idempotencyKey).toBe(`${leadId}:crm_payment_intent`);
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('is not queued for a reservation whose lead goes to no CRM', async () => {
    await saveSetting(system, 'leads.api_base_url', '');
    try {
      const { leadId } = await reserveWithCard(cars[3]!);
      expect(await deliveryOf(leadId)).toBeUndefined();
    } finally {
      await saveSetting(system, 'leads.api_base_url', crm.url);
    }
  });
});
