import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { orders, vehicleHolds, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { loadCheckout, saveDraft } from '@/features/ordering/checkout.server';
import { completeOrder, checkoutOrderKey, orderInputFromDraft } from '@/features/ordering/orders.server';
import { checkoutExtras, reservationConfig } from '@/features/ordering/reservation-config.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { request } from '../fixtures/http';
import { newHolderSecret, reservationVisitor } from '../fixtures/ordering';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * The configurator journey (site.md §4): a car reached with its `config_url` reads the `config_`
 * config types (falling back to the standard ones) and its order keeps the config_url, which makes
 * its analytics channel sl-nvl-config.
 */
const { db } = withFreshDatabase();
const configUrl = 'https://configurator.example/defender/abc123';
let configured = 0;
let plain = 0;
const actor = systemActor('test');

beforeAll(async () => {
  await seedDemoStock(12, { force: true });
  await seedDemoForms(actor);
  const cars = await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id);
  [configured, plain] = [cars[0]!.id, cars[1]!.id];
  await db().update(vehicles).set({ status: 'stock' });
  await db().update(vehicles).set({ configUrl }).where(eq(vehicles.id, configured));
  // The standard journey takes a card deposit; the configurator journey reserves free, with its own packs.
  await saveCompanyConfig(actor, 'all', 'cash', { payment_vendor: 'STRIPE', reservation_fee: 50_000, currency: 'JPY' });
  await saveCompanyConfig(actor, 'all', 'config_cash', { payment_vendor: 'NO_PAYMENT_JAPAN', financing_options: ['lease'] });
  await saveCompanyConfig(actor, 'all', 'config_additional', {
    order_online_service_packs: [{ key: 'configured_care', name: 'コンフィギュレーター特典パック', price: 0 }],
    order_online_booking: false,
  });
});

async function holdFor(vehicleId: number) {
  const secret = newHolderSecret();
  const res = await initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie: `sl_holder=${secret}` } }),
    undefined,
  );
  expect(res.status).toBe(201);
  return secret;
}

describe('the configurator journey', () => {
  it('reads the config_ types first and falls back to the standard ones', async () => {
    expect(await reservationConfig('configurator')).toMatchObject({ payment_vendor: 'NO_PAYMENT_JAPAN', financing_options: ['lease'] });
    expect(await reservationConfig('standard')).toMatchObject({ payment_vendor: 'STRIPE', reservation_fee: 50_000 });
    expect(await checkoutExtras('configurator')).toMatchObject({
      booking: false,
      tradeIn: true,
      servicePacks: [{ key: 'configured_care' }],
    });
    expect((await checkoutExtras('standard')).servicePacks.map((p) => p.key)).not.toContain('configured_care');
  });

  it('starts on the configurator journey only with the car’s own config_url', async () => {
    const own = await loadCheckout(configured, null, null, configUrl);
    expect(own).toMatchObject({ kind: 'start', configUrl, config: { payment_vendor: 'NO_PAYMENT_JAPAN' } });
    const other = await loadCheckout(plain, null, null, configUrl);
    expect(other).toMatchObject({ kind: 'start', configUrl: null, config: { payment_vendor: 'STRIPE' } });
    expect(await loadCheckout(configured, null, null, null)).toMatchObject({ configUrl: null, config: { payment_vendor: 'STRIPE' } });
  });

  it('keeps the config_url on the hold, reserves under the configurator’s terms and records it on the order', async () => {
    const secret = await holdFor(configured);
    await saveDraft(configured, secret, {
      config_url: configUrl,
      finance_option: 'lease',
      attributes: reservationVisitor,
      contact_ok: true,
      terms_accepted: true,
    });
    const [hold] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, configured));
    expect(await loadCheckout(configured, secret, 4)).toMatchObject({
      kind: 'step',
      step: 4,
      config: { payment_vendor: 'NO_PAYMENT_JAPAN' },
    });
    const input = orderInputFromDraft(hold!);
    expect(input.config_url).toBe(configUrl);
    const { order } = await completeOrder(input, {
      holderSecret: secret,
      idempotencyKey: checkoutOrderKey(hold!.id),
      client: '203.0.113.9',
      language: 'ja',
      sourcePath: null,
    });
    expect(order).toMatchObject({ configUrl, paymentVendor: 'NO_PAYMENT_JAPAN', paymentStatus: 'not_required', financeOption: 'lease' });
  });

  it('leaves the standard journey to the standard config: no deposit, no order', async () => {
    const secret = await holdFor(plain);
    await saveDraft(plain, secret, { finance_option: 'cash', attributes: reservationVisitor, contact_ok: true, terms_accepted: true });
    const [hold] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, plain));
    const attempt = completeOrder(orderInputFromDraft(hold!), {
      holderSecret: secret,
      idempotencyKey: checkoutOrderKey(hold!.id),
      client: '203.0.113.9',
      language: 'ja',
      sourcePath: null,
    });
    await expect(attempt).rejects.toMatchObject({ status: 409 });
    expect(await db().$count(orders, eq(orders.vehicleId, plain))).toBe(0);
  });
});
