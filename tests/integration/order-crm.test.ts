import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { leadDeliveries, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { runDueDeliveries } from '@/features/forms/deliveries.server';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { cancelOrder } from '@/features/ordering/orders-admin.server';
import { saveSetting } from '@/features/settings/settings.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { startCrmStandIn, type CrmStandIn } from '../fixtures/crm-standin';
import { request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: the stand-in's port is fixed per worker and set before anything reads it.
const port = vi.hoisted(() => {
  const p = 4760 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.LEAD_API_TOKEN = 'crm-test-token';
  // The CRM stand-in is on this machine: the outbound guard lets only its port through.
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${p}`;
  return p;
});

const { db } = withFreshDatabase();
const system = systemActor('test');
let crm: CrmStandIn;
let cars: number[] = [];

beforeAll(async () => {
  crm = await startCrmStandIn({ port });
  await seedDemoStock(8, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(system);
  await saveSetting(system, 'leads.api_base_url', crm.url);
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});
afterAll(() => crm?.close());

async function reserve(vehicleId: number): Promise<{ number: string; leadId: string }> {
  const cookie = `sl_holder=${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;
  const held = await initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }),
    undefined,
  );
  const lockId = ((await held.json()) as { data: { lock_id: string } }).data.lock_id;
  const res = await completeApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: {
        lock_id: lockId,
        vehicle_id: vehicleId,
        attributes: {
          family_name: '山田',
          given_name: '花子',
          family_name_kana: 'ヤマダ',
          given_name_kana: 'ハナコ',
          email: 'hanako@example.jp',
          phone: '090-1234-5678',
          privacy_consent: 'on',
        },
        terms_accepted: true,
      },
      headers: { cookie, 'idempotency-key': `checkout-${lockId}` },
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { order_number: string; rdx_forms_lead_id: string } };
  return { number: data.order_number, leadId: data.rdx_forms_lead_id };
}

const cancellations = () => crm.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/initialize_cancellation'));

describe('the CRM hears of a cancelled reservation (Lead API initialize_cancellation)', () => {
  it('is told once, with the CRM’s own lead id, through the outbox', async () => {
    const { number, leadId } = await reserve(cars[0]!);
    await runDueDeliveries();
    const crmLead = crm.leads.at(-1)!;
    expect(crmLead.body).toMatchObject({ lead: { lead_type: 'online_reservation', external_id: leadId } });
    await cancelOrder(system, number, 'customer_request');
    await runDueDeliveries();
    await runDueDeliveries();
    expect(cancellations()).toEqual([
      { method: 'PUT', path: `/api/leads/${crmLead.id}/initialize_cancellation`, idempotencyKey: `${leadId}:crm_cancellation` },
    ]);
  });

  it('waits for the CRM lead when the cancellation comes first, then tells it', async () => {
    const before = cancellations().length;
    await crm.setDown('error');
    const { number, leadId } = await reserve(cars[1]!);
    await runDueDeliveries(); // the CRM lead fails for now (503)
    await cancelOrder(system, number, 'no_contact');
    await db().update(leadDeliveries).set({ nextAttemptAt: new Date() }).where(eq(leadDeliveries.leadId, leadId));
    await runDueDeliveries();
    const [waiting] = await db()
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, 'crm_cancellation')));
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(cancellations()).toHaveLength(before);
    await crm.setDown(false);
    for (let i = 0; i < 3; i++) {
      await db()
        .update(leadDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.status, 'pending')));
      await runDueDeliveries();
    }
    expect(cancellations()).toHaveLength(before + 1);
  });
});
