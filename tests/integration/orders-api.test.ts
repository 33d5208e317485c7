import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { GET as ownerOrderApi } from '@/app/api/buy_online/orders/[number]/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { GET as staffOrderApi } from '@/app/api/orders/[number]/route';
import { dealers, leadDeliveries, leads, orderEvents, orders, vehicleHolds, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { searchVehicles } from '@/features/stock/search.server';
import { emptySearch } from '@/features/stock/url-state';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();
let cars: { id: number; listingId: string }[] = [];

beforeAll(async () => {
  await seedDemoStock(24, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(systemActor('test'));
  cars = await db()
    .select({ id: vehicles.id, listingId: vehicles.listingId })
    .from(vehicles)
    .where(eq(vehicles.listed, true))
    .orderBy(vehicles.id);
});

const browser = () => `sl_holder=${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;
const init = (vehicleId: number, cookie?: string) =>
  initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: cookie ? { cookie } : {} }),
    undefined,
  );
const complete = (body: unknown, cookie: string, key: string | null = crypto.randomUUID()) =>
  completeApi(
    request('/api/buy_online/orders', { method: 'POST', json: body, headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) } }),
    undefined,
  );

const visitor = {
  family_name: '山田',
  given_name: '花子',
  family_name_kana: 'やまだ',
  given_name_kana: 'ハナコ',
  email: 'hanako@example.jp',
  phone: '090-1234-5678',
  privacy_consent: 'on',
};

async function holdFor(vehicleId: number) {
  const cookie = browser();
  const res = await init(vehicleId, cookie);
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { lock_id: string; expires_at: string; payment_vendor: string } };
  return { cookie, lockId: data.lock_id, data };
}

describe('starting a checkout', () => {
  it('holds the car for this browser, sets its holder cookie when it had none, and says how it is paid', async () => {
    const res = await init(cars[0]!.id);
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sl_holder=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax/);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      vehicle_id: cars[0]!.id,
      payment_vendor: 'NO_PAYMENT_JAPAN',
      reservation_fee: 0,
      currency: 'JPY',
      hold_minutes: 15,
    });
    const again = await init(cars[0]!.id, cookie.split(';')[0]);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { lock_id: string } }).data.lock_id).toBe(data.lock_id);
  });

  it('tells a second browser, in Japanese problem+json, that the car is in negotiation', async () => {
    const res = await init(cars[0]!.id, browser());
    expect(res.status).toBe(409);
    const body = await problem(res);
    expect(body.detail).toContain('商談中');
    expect(body.errors).toEqual([{ pointer: 'vehicle_id', detail: 'held' }]);
  });

  it('refuses a cross-site start and a bad body', async () => {
    const cross = await initApi(
      request('/api/buy_online/orders/init', {
        method: 'POST',
        json: { vehicle_id: cars[1]!.id },
        headers: { origin: 'https://evil.example' },
      }),
      undefined,
    );
    expect(cross.status).toBe(403);
    const bad = await initApi(request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: 'x' } }), undefined);
    expect(bad.status).toBe(422);
    expect((await problem(bad)).errors?.[0]?.pointer).toBe('vehicle_id');
  });
});

describe('completing a free reservation', () => {
  it('makes one order with its lead, reserves the car, converts the hold, and mails the visitor and the dealer', async () => {
    const car = cars[2]!;
    const before = await searchVehicles(car.listingId, emptySearch());
    const { cookie, lockId } = await holdFor(car.id);
    const res = await complete(
      { lock_id: lockId, vehicle_id: car.id, finance_option: 'loan', attributes: visitor, terms_accepted: true },
      cookie,
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> & { order_number: string; confirmation_url: string } };
    expect(data).toMatchObject({
      status: 'reserved',
      payment_status: 'not_required',
      payment_vendor: 'NO_PAYMENT_JAPAN',
      vehicle_id: car.id,
      lock_id: lockId,
      amount: 0,
      currency: 'JPY',
      finance_option: 'loan',
      customer_email: { email: 'hanako@example.jp' },
      locale: 'ja',
    });
    expect(data.order_number).toMatch(/^R[0-9A-Z]{8}$/);
    expect(data.confirmation_url).toMatch(
      new RegExp(`^/showroom-order-online/confirmation/${data.order_number}\\?token=[A-Za-z0-9_-]{32}$`),
    );

    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, data.order_number));
    const [lead] = await db().select().from(leads).where(eq(leads.id, order!.rdxFormsLeadId!));
    expect(lead!.attributes).toMatchObject({
      family_name: '山田',
      family_name_kana: 'ヤマダ',
      phone: '+819012345678',
      order_number: data.order_number,
    });
    const kinds = (await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id))).map((d) => d.kind).sort();
    expect(kinds).toEqual(['confirmation', 'notification']);
    expect(lead!.locationId).not.toBeNull(); // the car's dealer, through its showroom
    const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(vehicle!.status).toBe('reserved');
    const [hold] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, lockId));
    expect(hold!.status).toBe('converted');
    expect((await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).map((e) => e.type)).toEqual(['reserved']);

    // Search results and facet counts show it at once (the index patched, not rebuilt).
    const after = await searchVehicles(car.listingId, emptySearch());
    const count = (r: typeof before, status: string) => r.facets.statuses.find((f) => f.value === status)?.count ?? 0;
    expect(count(after, 'reserved')).toBe(count(before, 'reserved') + 1);
    expect(count(after, 'stock')).toBe(count(before, 'stock') - 1);
    // A reserved car cannot be held again.
    const again = await init(car.id, browser());
    expect(again.status).toBe(409);
    expect((await problem(again)).errors).toEqual([{ pointer: 'vehicle_id', detail: 'unavailable' }]);
  });

  it('answers a retry with the same key and body with the same order, and the same key with another body with 422', async () => {
    const car = cars[3]!;
    const { cookie, lockId } = await holdFor(car.id);
    const body = { lock_id: lockId, vehicle_id: car.id, attributes: visitor, terms_accepted: true };
    const key = crypto.randomUUID();
    const first = await complete(body, cookie, key);
    expect(first.status).toBe(201);
    const number = ((await first.json()) as { data: { order_number: string } }).data.order_number;
    const retry = await complete({ ...body, attributes: { ...visitor } }, cookie, key);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { data: { order_number: string } }).data.order_number).toBe(number);
    const other = await complete({ ...body, finance_option: 'cash' }, cookie, key);
    expect(other.status).toBe(422);
    expect((await problem(other)).errors).toEqual([{ pointer: 'Idempotency-Key', detail: 'reused with a different request body' }]);
  });

  it('makes one order of many simultaneous completes of one checkout', async () => {
    const car = cars[4]!;
    const { cookie, lockId } = await holdFor(car.id);
    const body = { lock_id: lockId, vehicle_id: car.id, attributes: visitor, terms_accepted: true };
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => complete(body, cookie, i % 2 ? key : crypto.randomUUID())));
    expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
    const odd = answers.filter((a) => a.status !== 201 && a.status !== 200);
    expect(await Promise.all(odd.map(async (a) => `${a.status} ${await a.text()}`))).toEqual([]);
    const numbers = new Set(
      await Promise.all(answers.map(async (a) => ((await a.json()) as { data: { order_number: string } }).data.order_number)),
    );
    expect(numbers.size).toBe(1);
    expect(await db().$count(orders, eq(orders.vehicleId, car.id))).toBe(1);
    expect(await db().$count(leads)).toBe(await db().$count(orders) /* one lead per order, no strays */);
  });

  it('names what is wrong: no key (400), a wrong phone and no terms (422), no hold (404), a hold run out (409)', async () => {
    const car = cars[5]!;
    const { cookie, lockId } = await holdFor(car.id);
    const body = { lock_id: lockId, vehicle_id: car.id, attributes: visitor, terms_accepted: true };
    const noKey = await complete(body, cookie, null);
    expect(noKey.status).toBe(400);
    expect((await problem(noKey)).errors?.[0]?.pointer).toBe('Idempotency-Key');
    const badPhone = await complete({ ...body, attributes: { ...visitor, phone: '12' } }, cookie);
    expect(badPhone.status).toBe(422);
    expect((await problem(badPhone)).errors?.map((e) => e.pointer)).toContain('phone');
    const noTerms = await complete({ ...body, terms_accepted: false }, cookie);
    expect(noTerms.status).toBe(422);
    expect((await problem(noTerms)).errors).toEqual([{ pointer: 'terms_accepted', detail: 'ご利用規約への同意が必要です。' }]);
    const stranger = await complete(body, browser());
    expect(stranger.status).toBe(404);
    await db()
      .update(vehicleHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vehicleHolds.id, lockId));
    const late = await complete(body, cookie);
    expect(late.status).toBe(409);
    expect((await problem(late)).errors).toEqual([{ pointer: 'lock_id', detail: 'expired' }]);
    expect(await db().$count(orders, eq(orders.vehicleId, car.id))).toBe(0);
  });
});

describe('reading an order', () => {
  it('shows it to its owner with the link token and to staff, and to nobody guessing numbers', async () => {
    const car = cars[6]!;
    const { cookie, lockId } = await holdFor(car.id);
    const res = await complete({ lock_id: lockId, vehicle_id: car.id, attributes: visitor, terms_accepted: true }, cookie);
    const { order_number: number, confirmation_url: url } = (
      (await res.json()) as { data: { order_number: string; confirmation_url: string } }
    ).data;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const owner = await ownerOrderApi(request(`/api/buy_online/orders/${number}?token=${token}`), ctx({ number }));
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { data: { vehicle_id: number } }).data.vehicle_id).toBe(car.id);
    for (const guess of [`?token=${token.replace(/.$/, token.endsWith('A') ? 'B' : 'A')}`, '', '?token=']) {
      const denied = await ownerOrderApi(request(`/api/buy_online/orders/${number}${guess}`), ctx({ number }));
      expect(denied.status).toBe(404);
    }
    const staff = await staffOrderApi(
      request(`/api/orders/${number.toLowerCase()}`, { admin: true }),
      ctx({ number: number.toLowerCase() }),
    );
    expect(staff.status).toBe(200);
    const anonymous = await staffOrderApi(request(`/api/orders/${number}`), ctx({ number }));
    expect(anonymous.status).toBe(401);
  });
});

describe('the dealer of a reserved car', () => {
  it('is the one whose showroom is told', async () => {
    const car = cars[7]!;
    const [row] = await db()
      .select({ dealer: dealers.email })
      .from(vehicles)
      .innerJoin(dealers, eq(dealers.id, vehicles.ownerId))
      .where(eq(vehicles.id, car.id));
    const { cookie, lockId } = await holdFor(car.id);
    const res = await complete({ lock_id: lockId, vehicle_id: car.id, attributes: visitor, terms_accepted: true }, cookie);
    expect(res.status).toBe(201);
    const { drainDeliveries } = await import('@/features/forms/deliveries.server');
    await drainDeliveries();
    const { mailOutbox } = await import('@/db/schema');
    const mails = await db().select().from(mailOutbox);
    const notification = mails.find((m) => m.to.includes(row!.dealer) && m.subject.includes('オンライン予約'));
    expect(notification).toBeDefined();
  });
});

describe('dealer staff deciding orders', () => {
  const reserve = async (vehicleId: number) => {
    const { cookie, lockId } = await holdFor(vehicleId);
    const res = await complete({ lock_id: lockId, vehicle_id: vehicleId, attributes: visitor, terms_accepted: true }, cookie);
    return ((await res.json()) as { data: { order_number: string } }).data.order_number;
  };

  it('confirms once, cancels with a reason (the car back on sale, in search at once), and refuses deciding twice', async () => {
    const { cancelOrder, confirmOrder, listOrders, orderEventsOf } = await import('@/features/ordering/orders-admin.server');
    const { AppError } = await import('@/lib/app-error');
    const admin = systemActor('dealer');
    const kept = await reserve(cars[8]!.id);
    const dropped = await reserve(cars[9]!.id);

    expect((await confirmOrder(admin, kept.toLowerCase())).status).toBe('confirmed');
    await expect(confirmOrder(admin, kept)).rejects.toMatchObject({ status: 409 });

    const before = await searchVehicles(cars[9]!.listingId, emptySearch());
    const cancelled = await cancelOrder(admin, dropped, 'no_contact', '3回電話したがつながらない');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'no_contact' });
    const [car] = await db().select().from(vehicles).where(eq(vehicles.id, cars[9]!.id));
    expect(car!.status).toBe('stock');
    const after = await searchVehicles(cars[9]!.listingId, emptySearch());
    const count = (r: typeof before, status: string) => r.facets.statuses.find((f) => f.value === status)?.count ?? 0;
    expect(count(after, 'stock')).toBe(count(before, 'stock') + 1);
    await expect(cancelOrder(admin, dropped, 'other')).rejects.toBeInstanceOf(AppError);
    // The car can be reserved again.
    expect((await init(cars[9]!.id, browser())).status).toBe(201);

    const { items } = await listOrders(admin);
    const byNumber = new Map(items.map((i) => [i.order.orderNumber, i.order]));
    expect(byNumber.get(kept)?.status).toBe('confirmed');
    const events = await orderEventsOf(admin, [byNumber.get(dropped)!.id]);
    expect(events.get(byNumber.get(dropped)!.id)!.map((e) => [e.type, e.detail])).toEqual([
      ['reserved', { vendor: 'NO_PAYMENT_JAPAN' }],
      ['cancelled', { reason: 'no_contact', note: '3回電話したがつながらない' }],
    ]);
  });

  it('lets only orders.manage decide and orders.read list', async () => {
    const { cancelOrder, listOrders } = await import('@/features/ordering/orders-admin.server');
    const editor = { kind: 'user', userId: 'u', name: 'e', email: 'e@example.jp', role: 'editor', sessionId: 's' } as const;
    await expect(listOrders(editor)).rejects.toMatchObject({ status: 403 });
    await expect(cancelOrder(editor, 'R00000000', 'other')).rejects.toMatchObject({ status: 403 });
    await expect(cancelOrder({ kind: 'anonymous' }, 'R00000000', 'other')).rejects.toMatchObject({ status: 401 });
  });
});
