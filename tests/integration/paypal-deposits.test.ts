import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { POST as createOrderApi } from '@/app/api/buy_online/paypal/create_order/route';
import { payments, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { cancelOrder, confirmOrder } from '@/features/ordering/orders-admin.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { problem, request } from '../fixtures/http';
import { startPayPalStandIn, type PayPalStandIn } from '../fixtures/paypal-standin';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: the stand-in's port is fixed per worker and set before anything reads it.
const port = vi.hoisted(() => {
  const p = 4700 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.PAYPAL_CLIENT_ID = 'paypal-client-standin';
  process.env.PAYPAL_CLIENT_SECRET = 'paypal-secret-standin';
  process.env.PAYPAL_API_URL = `http://127.0.0.1:${p}`;
  return p;
});

const { db } = withFreshDatabase();
const system = systemActor('test');
let paypal: PayPalStandIn;
let cars: number[] = [];
let nextCar = 0;

beforeAll(async () => {
  paypal = await startPayPalStandIn({ port });
  await seedDemoStock(16, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(system);
  await saveCompanyConfig(system, 'all', 'cash', { payment_vendor: 'paypal', reservation_fee: 50_000, currency: 'JPY' });
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});
afterAll(() => paypal?.close());

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
  const { data } = (await res.json()) as { data: { lock_id: string; payment_vendor: string } };
  return { vehicleId, cookie, lockId: data.lock_id, vendor: data.payment_vendor };
}
const createOrder = (vehicleId: number, cookie: string, extra: Record<string, unknown> = {}) =>
  createOrderApi(
    request('/api/buy_online/paypal/create_order', { method: 'POST', json: { vehicle_id: vehicleId, ...extra }, headers: { cookie } }),
    undefined,
  );
const complete = (vehicleId: number, lockId: string, cookie: string) =>
  completeApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: { lock_id: lockId, vehicle_id: vehicleId, attributes: visitor, terms_accepted: true },
      headers: { cookie, 'idempotency-key': `checkout-${lockId}` },
    }),
    undefined,
  );

async function paidOrder() {
  const { vehicleId, cookie, lockId } = await checkout();
  const { id } = (await (await createOrder(vehicleId, cookie)).json()) as { id: string };
  paypal.approve(id);
  const res = await complete(vehicleId, lockId, cookie);
  expect(res.status).toBe(201);
  return { id, lockId, order: ((await res.json()) as { data: { order_number: string } & Record<string, unknown> }).data };
}

describe('the PayPal deposit (intent AUTHORIZE)', () => {
  it('creates one PayPal order per hold with the market’s amount, and refuses another amount', async () => {
    const { vehicleId, cookie, lockId, vendor } = await checkout();
    expect(vendor).toBe('PAYPAL');
    const first = await createOrder(vehicleId, cookie, { amount_value: '50000', amount_currency_code: 'JPY' });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    expect(paypal.orders.get(id)).toMatchObject({
      intent: 'AUTHORIZE',
      status: 'CREATED',
      purchase_units: [{ reference_id: lockId, custom_id: lockId, amount: { currency_code: 'JPY', value: '50000' } }],
    });
    expect(((await (await createOrder(vehicleId, cookie)).json()) as { id: string }).id).toBe(id);
    expect(paypal.requests.filter((r) => r.path === '/v2/checkout/orders' && r.method === 'POST')).toHaveLength(1);
    const cheap = await createOrder(vehicleId, cookie, { amount_value: '1' });
    expect(cheap.status).toBe(422);
    expect((await problem(cheap)).errors).toEqual([{ pointer: 'amount_value', detail: 'must be 50000' }]);
  });

  it('makes no order before the buyer approves; once approved, authorises it and orders', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const { id } = (await (await createOrder(vehicleId, cookie)).json()) as { id: string };
    const early = await complete(vehicleId, lockId, cookie);
    expect(early.status).toBe(409);
    paypal.approve(id);
    const res = await complete(vehicleId, lockId, cookie);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      payment_vendor: 'PAYPAL',
      payment_status: 'authorised',
      paypal_order_id: id,
      amount: 50_000,
      currency: 'JPY',
    });
    expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/authorize`)).toHaveLength(1);
    const [row] = await db().select().from(payments).where(eq(payments.providerRef, id));
    expect(row!.authorisedUntil!.getTime()).toBeGreaterThan(Date.now() + 28 * 86_400_000);
  });

  it('captures on confirm and refunds a cancellation after it; voids a cancellation before it', async () => {
    const captured = await paidOrder();
    expect(await confirmOrder(system, captured.order.order_number)).toMatchObject({ status: 'confirmed', paymentStatus: 'captured' });
    const unit = paypal.orders.get(captured.id)!.purchase_units[0]!;
    expect(unit.payments?.authorizations?.[0]?.status).toBe('CAPTURED');
    expect(await cancelOrder(system, captured.order.order_number, 'customer_request')).toMatchObject({ paymentStatus: 'refunded' });
    expect(paypal.orders.get(captured.id)!.purchase_units[0]!.payments?.captures?.[0]?.status).toBe('REFUNDED');

    const voided = await paidOrder();
    expect(await cancelOrder(system, voided.order.order_number, 'no_contact')).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
    });
    expect(paypal.orders.get(voided.id)!.purchase_units[0]!.payments?.authorizations?.[0]?.status).toBe('VOIDED');
  });
});
