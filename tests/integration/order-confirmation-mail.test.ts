import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as orderApi } from '@/app/api/buy_online/orders/route';
import { mailOutbox, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { drainDeliveries, fillPlaceholders } from '@/features/forms/deliveries.server';
import { findForm, patchForm } from '@/features/forms/forms.server';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { loadCancellationFlow } from '@/blocks/cancellation-flow/load.server';
import { canOpenOrder } from '@/features/ordering/order-link.server';
import { reservationForm, reservationFormName } from '@/features/ordering/reservation-form.server';
import { saveSetting } from '@/features/settings/settings.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { env } from '@/lib/env.server';
import { request } from '../fixtures/http';
import { reservationVisitor, startCheckout } from '../fixtures/ordering';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * The customer's confirmation e-mail (decision 0040): it names the order and gives its owner the
 * signed link to view or cancel it — on the order's confirmation page, or on the editor's page with
 * the cancellation-flow block when `ordering.cancellation_path` names one.
 */
const { db } = withFreshDatabase();
const admin = systemActor('test');
let cars: number[] = [];

beforeAll(async () => {
  await seedDemoStock(8, { force: true });
  await seedDemoForms(admin);
  await db().update(vehicles).set({ status: 'stock' });
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});

/** Reserves `vehicleId` as a new browser and returns the customer's confirmation e-mail. */
async function reserve(vehicleId: number, email: string) {
  const { cookie, lockId: lock_id } = await startCheckout(vehicleId);
  const res = await orderApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: { lock_id, vehicle_id: vehicleId, attributes: { ...reservationVisitor, email }, terms_accepted: true },
      headers: { cookie, 'idempotency-key': `mail-${vehicleId}-${Date.now()}` },
    }),
    undefined as never,
  );
  expect(res.status).toBe(201);
  const number = ((await res.json()) as { data: { order_number: string } }).data.order_number;
  await drainDeliveries();
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  expect(mail).toBeDefined();
  const link = /^(https?:\/\/\S+)$/m.exec(mail!.text)?.[1];
  return { number, mail: mail!, link: link ? new URL(link) : null };
}

describe('the customer’s confirmation e-mail', () => {
  it('names the order and the car, and links its owner to the order with a key that opens it', async () => {
    const { number, mail, link } = await reserve(cars[0]!, 'owner1@example.jp');
    expect(mail.text).toContain(`ご予約番号：${number}`);
    expect(mail.text).toMatch(/お車：.+（車台番号下3桁 .{3}）/);
    expect(mail.text).not.toContain('{{');
    expect(link).not.toBeNull();
    expect(link!.origin).toBe(new URL(env().SITE_URL).origin);
    expect(link!.pathname).toBe(`/showroom-order-online/confirmation/${number}`);
    expect(await canOpenOrder(number, link!.searchParams.get('token'))).toBe(true);
  });

  it('links to the editor’s cancellation page when the setting names one, where the order opens', async () => {
    await saveSetting(admin, 'ordering.cancellation_path', '/reservation/cancel');
    try {
      const { number, link } = await reserve(cars[1]!, 'owner2@example.jp');
      expect(link!.pathname).toBe('/reservation/cancel');
      expect(link!.searchParams.get('order')).toBe(number);
      const flow = await loadCancellationFlow({ searchParams: link!.searchParams, pagePath: '/reservation/cancel' } as never);
      expect(flow.order?.number).toBe(number);
      expect(flow.screen).not.toBe('unavailable');
    } finally {
      await saveSetting(admin, 'ordering.cancellation_path', '');
    }
  });

  it('refuses a cancellation page that is not a path of this site', async () => {
    for (const bad of ['https://evil.example/cancel', '//evil.example', '/cancel?x=1', 'cancel'])
      await expect(saveSetting(admin, 'ordering.cancellation_path', bad), bad).rejects.toMatchObject({ status: 422 });
  });

  it('still carries the link when the reservation form was made without the field (or an editor removed it)', async () => {
    const form = (await findForm(reservationFormName))!;
    await patchForm(admin, form.id, (input) => ({ ...input, fields: input.fields.filter((f) => f.name !== 'order_url') }));
    expect((await findForm(reservationFormName))!.fields.some((f) => f.name === 'order_url')).toBe(false);
    const { number, link } = await reserve(cars[2]!, 'owner3@example.jp');
    expect(link!.pathname).toBe(`/showroom-order-online/confirmation/${number}`);
    expect((await reservationForm()).fields.filter((f) => f.name === 'order_url')).toHaveLength(1);
  });
});

describe('placeholders in a confirmation', () => {
  it('take any field’s value, hidden ones too, and leave unknown names as typed', async () => {
    const form = await reservationForm();
    const lead = { attributes: { family_name: '山田', order_number: 'JP-1' } };
    expect(fillPlaceholders('{{family_name}}様 {{order_number}} {{nope}} {{ order_number }}', form, lead)).toBe(
      '山田様 JP-1 {{nope}} {{ order_number }}',
    );
  });
});
