import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as callbackApi } from '@/app/api/buy_online/liqpay/callback/route';
import { GET as checkoutDataApi } from '@/app/api/buy_online/liqpay/checkout_data/route';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { paymentEvents, payments, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { cancelOrder, confirmOrder } from '@/features/ordering/orders-admin.server';
import { liqpayData, liqpaySignature, readLiqpayData } from '@/features/payments/liqpay';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { problem, request } from '../fixtures/http';
import { startLiqpayStandIn, type LiqpayStandIn } from '../fixtures/liqpay-standin';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: the stand-in's port is fixed per worker and set before anything reads it.
const port = vi.hoisted(() => {
  const p = 4720 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.LIQPAY_PUBLIC_KEY = 'sandbox_i00000000';
  process.env.LIQPAY_PRIVATE_KEY = 'sandbox_private_standin';
  process.env.LIQPAY_API_URL = `http://127.0.0.1:${p}`;
  process.env.SITE_URL = 'https://www.example.jp';
  return p;
});

const { db } = withFreshDatabase();
const system = systemActor('test');
let liqpay: LiqpayStandIn;
let cars: number[] = [];
let nextCar = 0;

beforeAll(async () => {
  liqpay = await startLiqpayStandIn({ port });
  await seedDemoStock(16, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(system);
  await saveCompanyConfig(system, 'all', 'cash', { payment_vendor: 'liqpay', reservation_fee: 150_000, currency: 'UAH' });
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});
afterAll(() => liqpay?.close());

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
  const { data } = (await res.json()) as { data: { lock_id: string } };
  return { vehicleId, cookie, lockId: data.lock_id };
}
const checkoutData = async (vehicleId: number, cookie: string) => {
  const res = await checkoutDataApi(
    request(`/api/buy_online/liqpay/checkout_data?vehicle_id=${vehicleId}`, { headers: { cookie } }),
    undefined,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { data: string; signature: string; checkout_url: string; liqpay_order_id: string } }).data;
};
/** The visitor's browser posts the form to LiqPay's checkout page. */
const openCheckout = (form: { data: string; signature: string; checkout_url: string }) =>
  fetch(form.checkout_url, { method: 'POST', body: new URLSearchParams({ data: form.data, signature: form.signature }) });
const deliver = (body: { data: string; signature: string }) =>
  callbackApi(
    request('/api/buy_online/liqpay/callback', {
      method: 'POST',
      body: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
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

describe('the LiqPay deposit (action hold)', () => {
  it('signs checkout data with the hold as order_id, the config’s amount, our callback and result page', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const form = await checkoutData(vehicleId, cookie);
    expect(form.signature).toBe(liqpaySignature('sandbox_private_standin', form.data));
    expect(readLiqpayData(form.data)).toMatchObject({
      version: 3,
      public_key: 'sandbox_i00000000',
      action: 'hold',
      amount: '1500.00',
      currency: 'UAH',
      order_id: lockId,
      server_url: 'https://www.example.jp/api/buy_online/liqpay/callback',
      result_url: `https://www.example.jp/showroom-order-online/vehicle/${vehicleId}?step=4`,
    });
    expect(form.checkout_url).toBe(`${liqpay.url}/api/3/checkout`);
    expect((await openCheckout(form)).status).toBe(200);
    // A tampered amount no longer matches its signature: LiqPay refuses the page.
    const cheap = liqpayData({ ...readLiqpayData(form.data), amount: '1.00' });
    expect((await openCheckout({ ...form, data: cheap })).status).toBe(400);
    expect(
      (
        await checkoutDataApi(
          request(`/api/buy_online/liqpay/checkout_data?vehicle_id=${vehicleId}`, { headers: { cookie: browser() } }),
          undefined,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a callback with a wrong signature or unreadable data', async () => {
    const data = liqpayData({ order_id: 'x', status: 'hold_wait', payment_id: 1 });
    for (const body of [
      { data, signature: liqpaySignature('someone-else', data) },
      { data, signature: '' },
      { data: 'bm90IGpzb24=', signature: liqpaySignature('sandbox_private_standin', 'bm90IGpzb24=') },
    ]) {
      const res = await deliver(body);
      expect(res.status).toBe(400);
      await problem(res);
    }
  });

  it('orders once LiqPay holds the money, applies each callback once, completes on confirm and reverses on cancel', async () => {
    const { vehicleId, cookie, lockId } = await checkout();
    const form = await checkoutData(vehicleId, cookie);
    await openCheckout(form);
    expect((await complete(vehicleId, lockId, cookie)).status).toBe(409);

    await liqpay.pay(lockId, 'failure');
    expect((await deliver(liqpay.callbackFor(lockId))).status).toBe(200);
    const [failed] = await db().select().from(payments).where(eq(payments.providerRef, lockId));
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Card limit exceeded' });

    await openCheckout(form);
    await liqpay.pay(lockId, 'hold_wait');
    const callback = liqpay.callbackFor(lockId);
    expect(await (await deliver(callback)).json()).toMatchObject({ duplicate: false });
    expect(await (await deliver(callback)).json()).toMatchObject({ duplicate: true });
    expect(await db().$count(paymentEvents)).toBe(2);

    // This hold has no draft (an API checkout), so the callback cannot make the order: the visitor's complete does.
    const res = await complete(vehicleId, lockId, cookie);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { order_number: string } & Record<string, unknown> };
    expect(data).toMatchObject({
      payment_vendor: 'LIQPAY',
      payment_status: 'authorised',
      liqpay_order_id: lockId,
      amount: 150_000,
      currency: 'UAH',
    });

    expect(await confirmOrder(system, data.order_number)).toMatchObject({ status: 'confirmed', paymentStatus: 'captured' });
    expect(liqpay.payments.get(lockId)!.status).toBe('success');
    expect(await cancelOrder(system, data.order_number, 'customer_request')).toMatchObject({ paymentStatus: 'refunded' });
    expect(liqpay.payments.get(lockId)!.status).toBe('reversed');
  });
});
