import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { leads, orders, vehicleHolds, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { addDays, japanDay } from '@/features/ordering/checkout-options';
import { sampleTradeIn as tradeIn } from '@/features/ordering/checkout-options-fixture';
import { ownActiveHold, saveDraft } from '@/features/ordering/checkout.server';
import { checkoutOrderKey, completeOrder, orderInputFromDraft } from '@/features/ordering/orders.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { problem, request } from '../fixtures/http';
import { reservationVisitor, startCheckout } from '../fixtures/ordering';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * POST /api/buy_online/orders checks the options it is sent (finance_option, metadata) by the
 * checkout options step's rules against the market's current offer on the hold's journey, and
 * stores them normalised; anything wrong is a 422 naming each field, and nothing is made.
 */
const { db } = withFreshDatabase();
const actor = systemActor('test');
let cars: number[] = [];
let next = 0;
const takeCar = () => cars[next++]!;

const coating = { key: 'coating', name: 'ボディコーティング', price: 88_000 };
const maintenance = { key: 'maintenance_3y', name: 'メンテナンスパック（3年）', description: '3年間の定期点検', price: 165_000 };

beforeAll(async () => {
  await seedDemoStock(12, { force: true });
  await seedDemoForms(actor);
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
  await db().update(vehicles).set({ status: 'stock' });
  await saveCompanyConfig(actor, 'all', 'cash', { payment_vendor: 'NO_PAYMENT_JAPAN', financing_options: ['cash', 'loan'] });
  await saveCompanyConfig(actor, 'all', 'additional', { order_online_service_packs: [coating, maintenance] });
  // The configurator journey has its own offer: another pack, leasing only, no bookings.
  await saveCompanyConfig(actor, 'all', 'config_cash', { payment_vendor: 'NO_PAYMENT_JAPAN', financing_options: ['lease'] });
  await saveCompanyConfig(actor, 'all', 'config_additional', {
    order_online_service_packs: [{ key: 'configured_care', name: 'コンフィギュレーター特典パック', price: 0 }],
    order_online_booking: false,
  });
});

/** A new browser holds a car through the API. */
async function holdCar() {
  const vehicleId = takeCar();
  const { response, secret, cookie, lockId } = await startCheckout(vehicleId);
  expect(response.status).toBe(201);
  return { vehicleId, secret, cookie, lockId };
}

type Held = Awaited<ReturnType<typeof holdCar>>;

const complete = (held: Held, extra: Record<string, unknown>, key: string = crypto.randomUUID()) =>
  completeApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: { lock_id: held.lockId, vehicle_id: held.vehicleId, attributes: reservationVisitor, terms_accepted: true, ...extra },
      headers: { cookie: held.cookie, 'idempotency-key': key },
    }),
    undefined,
  );

/** A 422 answer's errors; and nothing happened: no order, the hold still active, the car still on sale. */
async function refused(held: Held, response: Response) {
  expect(response.status).toBe(422);
  const body = await problem(response);
  expect(await db().$count(orders, eq(orders.lockId, held.lockId))).toBe(0);
  const [hold] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, held.lockId));
  expect(hold!.status).toBe('active');
  const [car] = await db().select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.id, held.vehicleId));
  expect(car!.status).toBe('stock');
  return body;
}

// Days as the booking window sees them: Japan time, from tomorrow to 60 days ahead.
const today = japanDay(new Date());
const inAWeek = addDays(today, 7);

describe('an order’s options sent through the API', () => {
  it('are stored as the checkout stores them: packs named and priced by the offer, whatever the caller says', async () => {
    const held = await holdCar();
    const res = await complete(held, {
      finance_option: 'loan',
      metadata: {
        servicePackData: [{ key: 'coating', name: '無料コーティング', price: 0 }, 'maintenance_3y'],
        tradeInData: { ...tradeIn, model: 'ハリアー ', mileage: '４５，０００ｋｍ' },
        appBookingData: { type: 'appointment', date: inAWeek, time_slot: 'afternoon' },
      },
    });
    expect(res.status).toBe(201);
    const expected = {
      servicePackData: [coating, maintenance],
      tradeInData: tradeIn,
      appBookingData: { type: 'appointment', date: inAWeek, time_slot: 'afternoon' },
    };
    const { data } = (await res.json()) as { data: { order_number: string; metadata: unknown; finance_option: string } };
    expect(data.metadata).toEqual(expected);
    expect(data.finance_option).toBe('loan');
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, data.order_number));
    expect(order!.metadata).toEqual(expected);
    // The dealer's lead says what the customer chose, at the offer's price.
    const [lead] = await db().select().from(leads).where(eq(leads.id, order!.rdxFormsLeadId!));
    const options = String(lead!.attributes.options);
    expect(options).toContain('ボディコーティング（88,000円）');
    expect(options).toContain('メンテナンスパック（3年）（165,000円）');
    expect(options).toContain('走行距離 45,000km');
    expect(options).not.toContain('無料コーティング');
  });

  it('refuses a key outside the spec’s stored data, naming it — and the same hold and key then go through with a good body', async () => {
    const held = await holdCar();
    const key = crypto.randomUUID();
    const body = await refused(held, await complete(held, { metadata: { servicePackData: ['coating'], discount: { price: 0 } } }, key));
    expect(body.errors).toEqual([
      { pointer: 'metadata.discount', detail: 'この項目は指定できません（指定できるのは tradeInData, servicePackData, appBookingData）。' },
    ]);
    expect(body.detail).toBe('入力内容に1件の問題があります。各項目をご確認ください。');
    const retry = await complete(held, { metadata: { servicePackData: ['coating'] } }, key);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { data: { metadata: { servicePackData: unknown } } }).data.metadata.servicePackData).toEqual([coating]);
  });

  it('refuses a service pack the market does not offer, naming it', async () => {
    const held = await holdCar();
    const body = await refused(
      held,
      await complete(held, { metadata: { servicePackData: ['coating', { key: 'gold_plating', price: 1 }] } }),
    );
    expect(body.errors).toEqual([
      { pointer: 'metadata.servicePackData.1', detail: 'サービスパック「gold_plating」は現在お選びいただけません。' },
    ]);
  });

  it('refuses an impossible mileage, a booking day in the past and an unknown time of day, each with the options step’s message', async () => {
    const held = await holdCar();
    const body = await refused(
      held,
      await complete(held, {
        metadata: {
          tradeInData: { ...tradeIn, mileage: 1_500_000 },
          appBookingData: { type: 'delivery', date: addDays(today, -1), time_slot: 'midnight' },
        },
      }),
    );
    expect(body.errors).toEqual([
      { pointer: 'metadata.tradeInData.mileage', detail: '走行距離は0〜999,999kmの数字で入力してください。' },
      { pointer: 'metadata.appBookingData.date', detail: 'ご希望日は明日から60日以内の日付を選んでください。' },
      { pointer: 'metadata.appBookingData.time_slot', detail: '一覧から選択してください。' },
    ]);
    expect(body.detail).toBe('入力内容に3件の問題があります。各項目をご確認ください。');
  });

  it('refuses a first registration in the future and a booking further than the window', async () => {
    const held = await holdCar();
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01`;
    const body = await refused(
      held,
      await complete(held, {
        metadata: {
          tradeInData: { ...tradeIn, registration_date: nextYear },
          appBookingData: { type: 'appointment', date: addDays(today, 61), time_slot: 'morning' },
        },
      }),
    );
    expect(body.errors?.map((e) => e.pointer)).toEqual(['metadata.tradeInData.registration_date', 'metadata.appBookingData.date']);
  });

  it('refuses a finance option the market does not offer', async () => {
    const held = await holdCar();
    const body = await refused(held, await complete(held, { finance_option: 'rent' }));
    expect(body.errors).toEqual([{ pointer: 'finance_option', detail: '一覧から選択してください。' }]);
  });

  it('checks against the offer of the hold’s own journey (the configurator’s)', async () => {
    const held = await holdCar();
    await saveDraft(held.vehicleId, held.secret, { config_url: 'https://configurator.example/defender/abc123' });
    const body = await refused(
      held,
      await complete(held, {
        finance_option: 'loan',
        metadata: { servicePackData: ['coating'], appBookingData: { type: 'appointment', date: inAWeek, time_slot: 'morning' } },
      }),
    );
    expect(body.errors).toEqual([
      { pointer: 'metadata.appBookingData', detail: 'この項目は現在お受けしていません。' },
      { pointer: 'finance_option', detail: '一覧から選択してください。' },
      { pointer: 'metadata.servicePackData.0', detail: 'サービスパック「coating」は現在お選びいただけません。' },
    ]);
    const ok = await complete(held, { finance_option: 'lease', metadata: { servicePackData: ['configured_care'] } });
    expect(ok.status).toBe(201);
    const { data } = (await ok.json()) as { data: { metadata: { servicePackData: unknown } } };
    expect(data.metadata.servicePackData).toEqual([{ key: 'configured_care', name: 'コンフィギュレーター特典パック', price: 0 }]);
  });
});

describe('the checkout’s own last step', () => {
  it('keeps the options its step accepted, as offered then, even when the offer has changed since', async () => {
    const held = await holdCar();
    const chosen = { finance_option: 'cash', servicePackData: [{ ...coating, price: 77_000 }], tradeInData: null, appBookingData: null };
    await saveDraft(held.vehicleId, held.secret, {
      finance_option: 'cash',
      options: chosen,
      attributes: reservationVisitor,
      contact_ok: true,
      terms_accepted: true,
    });
    const hold = (await ownActiveHold(held.vehicleId, held.secret))!;
    const { order } = await completeOrder(orderInputFromDraft(hold), {
      holderSecret: held.secret,
      idempotencyKey: checkoutOrderKey(hold.id),
      client: '203.0.113.9',
      language: 'ja',
      sourcePath: null,
    });
    expect(order.metadata).toEqual({ servicePackData: [{ ...coating, price: 77_000 }], tradeInData: null, appBookingData: null });
  });
});
