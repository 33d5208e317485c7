import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as paymentApi } from '@/app/api/buy_online/payment/route';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as checkApi } from '@/app/api/twilio/check_verification/route';
import { POST as sendApi } from '@/app/api/twilio/create_verification/route';
import { vehicleHolds, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { saveDraft } from '@/features/ordering/checkout.server';
import { saveSetting } from '@/features/settings/settings.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { problem, request } from '../fixtures/http';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-standin';
import { startTwilioStandIn, type TwilioStandIn } from '../fixtures/twilio-standin';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: stand-ins get fixed ports per worker, set before anything reads it.
const ports = vi.hoisted(() => {
  const base = 4740 + 2 * Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.TWILIO_ACCOUNT_SID = `AC${'0'.repeat(32)}`;
  process.env.TWILIO_AUTH_TOKEN = 'twilio-token-standin';
  process.env.TWILIO_VERIFY_SERVICE_SID = `VA${'0'.repeat(32)}`;
  process.env.TWILIO_API_URL = `http://127.0.0.1:${base}`;
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_standin';
  process.env.STRIPE_API_URL = `http://127.0.0.1:${base + 1}`;
  return { twilio: base, stripe: base + 1 };
});

const { db } = withFreshDatabase();
let twilio: TwilioStandIn;
let stripe: StripeStandIn;
let carId: number;

beforeAll(async () => {
  twilio = await startTwilioStandIn({ port: ports.twilio });
  stripe = await startStripeStandIn({ port: ports.stripe });
  await seedDemoStock(8, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  [{ id: carId }] = (await db()
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.listed, true))
    .orderBy(vehicles.id)
    .limit(1)) as [{ id: number }];
});
afterAll(async () => {
  await twilio?.close();
  await stripe?.close();
});

const send = (phone: string, headers: Record<string, string> = {}) =>
  sendApi(request('/api/twilio/create_verification', { method: 'POST', json: { phone_number: phone }, headers }), undefined);
const check = (phone: string, code: string, headers: Record<string, string> = {}) =>
  checkApi(request('/api/twilio/check_verification', { method: 'POST', json: { phone_number: phone, code }, headers }), undefined);
const lastCode = (to: string) => twilio.sent.filter((s) => s.to === to).at(-1)!.code;

describe('phone verification (Twilio Verify)', () => {
  it('sends a code by SMS in Japanese to the number as E.164, and refuses a number that is not one', async () => {
    const res = await send('０９０-１２３４-５６７８');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ to: '+819012345678', status: 'pending' });
    expect(twilio.sent.at(-1)).toMatchObject({ to: '+819012345678', channel: 'sms', locale: 'ja' });
    const bad = await send('12');
    expect(bad.status).toBe(422);
    expect((await problem(bad)).errors).toEqual([{ pointer: 'phone_number', detail: '電話番号の形式が正しくありません。' }]);
  });

  it('refuses a wrong code in Japanese, accepts the right one once', async () => {
    await send('090-2222-3333');
    const wrong = await check('090-2222-3333', lastCode('+819022223333') === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect((await problem(wrong)).detail).toBe('確認コードが正しくないか、有効期限が切れています。');
    const right = await check('090-2222-3333', lastCode('+819022223333'));
    expect(right.status).toBe(200);
    // Used: the same code again finds no pending verification.
    expect((await check('090-2222-3333', lastCode('+819022223333'))).status).toBe(422);
  });

  it('limits the codes sent to one number, whatever address asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send('080-5555-6666')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(twilio.sent.filter((s) => s.to === '+818055556666')).toHaveLength(5);
  });

  it('holds the deposit back until the checkout’s phone number is confirmed, when the setting asks for it', async () => {
    await saveSetting(systemActor('test'), 'ordering.phone_verification', 'true');
    await saveCompanyConfig(systemActor('test'), 'all', 'cash', { payment_vendor: 'stripe', reservation_fee: 50_000, currency: 'JPY' });
    const cookie = `sl_holder=${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;
    const held = await initApi(
      request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: carId }, headers: { cookie } }),
      undefined,
    );
    const lockId = ((await held.json()) as { data: { lock_id: string } }).data.lock_id;
    await saveDraft(carId, cookie.slice('sl_holder='.length), { attributes: { phone: '070-1111-2222' } });
    const pay = () =>
      paymentApi(request('/api/buy_online/payment', { method: 'POST', json: { vehicle_id: carId }, headers: { cookie } }), undefined);
    const refused = await pay();
    expect(refused.status).toBe(409);
    expect((await problem(refused)).errors).toEqual([{ pointer: 'phone_number', detail: 'not_verified' }]);
    // Confirming another number does not count for this checkout.
    await send('070-9999-8888', { cookie });
    await check('070-9999-8888', lastCode('+817099998888'), { cookie });
    expect((await pay()).status).toBe(409);
    await send('070-1111-2222', { cookie });
    expect((await check('070-1111-2222', lastCode('+817011112222'), { cookie })).status).toBe(200);
    const [hold] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, lockId));
    expect(hold!.draft.phone_verified).toBe('+817011112222');
    expect((await pay()).status).toBe(200);
  });
});
