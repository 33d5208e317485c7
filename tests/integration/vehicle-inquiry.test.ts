import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { PUT as inquiryApi } from '@/app/api/buy_online/orders/send_inquiry_email/route';
import { dealers, leadDeliveries, leads, locations, mailOutbox, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { runDueDeliveries } from '@/features/forms/deliveries.server';
import { initialLeadFormState } from '@/features/forms/lead-form-state';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { sendVehicleInquiryAction } from '@/features/ordering/vehicle-inquiry.actions';
import { seedDemoStock } from '@/features/stock/demo.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

// The server action reads the request's headers; here they are a browser's on the checkout page.
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'x-client-ip': `action-${Math.random()}`, referer: 'http://localhost:3000/showroom-order-online/vehicle/1' }),
}));

const { db } = withFreshDatabase();
let cars: { id: number; dealerEmail: string }[] = [];

beforeAll(async () => {
  await seedDemoStock(8, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(systemActor('test'));
  // Each car with the address of its dealer's showroom (the location with the dealer's code).
  cars = (
    await db()
      .select({ id: vehicles.id, dealerEmail: locations.email })
      .from(vehicles)
      .innerJoin(dealers, eq(dealers.id, vehicles.ownerId))
      .innerJoin(locations, eq(locations.dealerCode, dealers.dealerCode))
      .where(eq(vehicles.listed, true))
      .orderBy(vehicles.id)
  ).map((c) => ({ id: c.id, dealerEmail: c.dealerEmail! }));
});

const customer = {
  name: '山田　花子',
  email: 'Hanako@Example.jp',
  phone: '０９０－１２３４－５６７８',
  message: '商談が成立しなかった場合にご連絡ください。',
  privacy_consent: true,
};

const send = (body: unknown, headers: Record<string, string> = {}) =>
  inquiryApi(request('/api/buy_online/orders/send_inquiry_email', { method: 'PUT', json: body, headers }), undefined);

async function accepted(res: Response): Promise<string> {
  expect(res.status).toBe(202);
  const { data } = (await res.json()) as { data: { id: string; status: string } };
  expect(data.status).toBe('accepted');
  return data.id;
}

const mailsOf = (leadId: string) => db().select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));

describe('PUT /api/buy_online/orders/send_inquiry_email', () => {
  it('stores the enquiry as a lead for the car’s dealer and mails the dealer, with the car as the server knows it', async () => {
    const car = cars[0]!;
    // Someone else is reserving the car: 商談中.
    const held = await initApi(
      request('/api/buy_online/orders/init', {
        method: 'POST',
        json: { vehicle_id: car.id },
        headers: { cookie: `sl_holder=${'a'.repeat(43)}` },
      }),
      undefined,
    );
    expect(held.status).toBe(201);

    const id = await accepted(
      await send({
        customer_data: customer,
        // A client's word on the car counts for nothing but its id.
        vehicle_data: { vehicle_id: car.id, model_display_name: '偽物', price: 1 },
      }),
    );
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    expect(lead!.attributes).toMatchObject({
      name: '山田 花子',
      email: 'hanako@example.jp',
      phone: '+819012345678',
      message: '商談が成立しなかった場合にご連絡ください。',
      vehicle_id: String(car.id),
      vehicle_status: '商談中（ほかのお客様が予約手続き中）',
    });
    expect(String(lead!.attributes.vehicle)).not.toContain('偽物');
    const [location] = await db().select().from(locations).where(eq(locations.email, car.dealerEmail));
    expect(lead!.locationId).toBe(location!.id);

    await runDueDeliveries();
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.to)).toEqual([car.dealerEmail]);
    expect(mails[0]!.text).toContain('商談が成立しなかった場合にご連絡ください。');
    expect(mails[0]!.text).toContain('商談中');
    expect(mails[0]!.text).toContain('090-1234-5678');
    expect(mails[0]!.text).not.toContain('偽物');
    const kinds = (await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id))).map((d) => d.kind);
    expect(kinds).toEqual(['notification']);
  });

  it('never mails an address the client names: a forged recipient is not mailed, the dealer is', async () => {
    const car = cars[1]!;
    await db().update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, car.id));
    const id = await accepted(
      await send({
        recipients: ['victim@evil.example', car.dealerEmail.toUpperCase()],
        customer_data: { ...customer, email: 'someone@example.jp', phone: '' },
        vehicle_data: { vehicle_id: car.id },
      }),
    );
    await runDueDeliveries();
    const everyMail = await db().select().from(mailOutbox);
    expect(everyMail.some((m) => m.to.includes('evil.example'))).toBe(false);
    // Nor the address typed in as the visitor's own: no confirmation to an address anyone can type.
    expect(everyMail.some((m) => m.to.includes('someone@example.jp'))).toBe(false);
    expect((await mailsOf(id)).map((m) => m.to)).toEqual([car.dealerEmail]);
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    expect(lead!.attributes.vehicle_status).toBe('予約済みまたは販売済み');
    expect(lead!.attributes.phone).toBeUndefined();
  });

  it('answers 422 problem+json naming each wrong field, in Japanese', async () => {
    const before = await db().$count(leads);
    const res = await send({
      customer_data: { name: '　', email: 'not-an-address', phone: '123', message: 'x'.repeat(2001) },
      vehicle_data: { vehicle_id: cars[2]!.id },
    });
    expect(res.status).toBe(422);
    const body = await problem(res);
    const byPointer = Object.fromEntries((body.errors ?? []).map((e) => [e.pointer, e.detail]));
    expect(byPointer).toEqual({
      'customer_data.name': 'お名前を入力してください',
      'customer_data.email': '正しいメールアドレスを入力してください',
      'customer_data.phone': '正しい電話番号を入力してください',
      'customer_data.message': '文字数の上限を超えています（2000文字まで）',
      'customer_data.privacy_consent': '個人情報の取り扱いに同意してください',
    });
    const missing = await problem(await send({ customer_data: customer }));
    expect(missing.errors?.map((e) => e.pointer)).toEqual(['vehicle_data']);
    expect(await db().$count(leads)).toBe(before);
  });

  it('refuses a cross-site request (403) and an unknown or unlisted car (404)', async () => {
    const before = await db().$count(leads);
    const cross = await send({ customer_data: customer, vehicle_data: { vehicle_id: cars[2]!.id } }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const unknown = await send({ customer_data: customer, vehicle_data: { vehicle_id: 999_999 } });
    expect(unknown.status).toBe(404);
    expect((await problem(unknown)).errors).toEqual([{ pointer: 'vehicle_data.vehicle_id', detail: 'unknown' }]);
    await db().update(vehicles).set({ listed: false }).where(eq(vehicles.id, cars[3]!.id));
    const unlisted = await send({ customer_data: customer, vehicle_data: { vehicle_id: cars[3]!.id } });
    expect(unlisted.status).toBe(404);
    expect(await db().$count(leads)).toBe(before);
  });

  describe('per client', () => {
    const limit = rateLimitPolicies.leadsPerClient.limit;
    afterEach(() => {
      rateLimitPolicies.leadsPerClient.limit = limit;
    });

    it('spends the client’s lead budget: over it, 429 with Retry-After and nothing stored', async () => {
      rateLimitPolicies.leadsPerClient.limit = 2;
      const from = { 'x-client-ip': '203.0.113.9' };
      const body = { customer_data: customer, vehicle_data: { vehicle_id: cars[2]!.id } };
      await accepted(await send(body, from));
      await accepted(await send(body, from));
      const before = await db().$count(leads);
      const over = await send(body, from);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      await problem(over);
      expect(await db().$count(leads)).toBe(before);
      await accepted(await send(body, { 'x-client-ip': '203.0.113.10' }));
    });
  });
});

describe('the enquiry form’s action (no JavaScript needed)', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };

  it('stores the enquiry from the posted form and tells the dealer', async () => {
    const car = cars[4]!;
    const state = await sendVehicleInquiryAction(
      car.id,
      initialLeadFormState,
      form({
        name: '佐藤 一郎',
        email: 'ichiro@example.jp',
        phone: '03-1234-5678',
        phone_country: 'JP',
        message: '',
        privacy_consent: 'on',
      }),
    );
    expect(state).toMatchObject({ status: 'sent', attempt: 1 });
    const id = (state as { id: string }).id;
    await runDueDeliveries();
    expect((await mailsOf(id)).map((m) => m.to)).toEqual([car.dealerEmail]);
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    expect(lead!.attributes).toMatchObject({ phone: '+81312345678', vehicle_id: String(car.id) });
    expect(lead!.sourcePath).toBe('/showroom-order-online/vehicle/1');
  });

  it('gives the form its errors by field name and puts back what was typed', async () => {
    const state = await sendVehicleInquiryAction(
      cars[4]!.id,
      { status: 'idle', attempt: 2 },
      form({ name: '佐藤 一郎', email: 'ichiro@', message: 'よろしく' }),
    );
    expect(state).toEqual({
      status: 'invalid',
      attempt: 3,
      errors: { email: '正しいメールアドレスを入力してください', privacy_consent: '個人情報の取り扱いに同意してください' },
      values: { name: '佐藤 一郎', email: 'ichiro@', message: 'よろしく' },
    });
  });

  it('tells a bot that filled the invisible field it worked, and keeps nothing', async () => {
    const before = await db().$count(leads);
    const state = await sendVehicleInquiryAction(
      cars[4]!.id,
      initialLeadFormState,
      form({ name: 'bot', email: 'bot@example.jp', privacy_consent: 'on', company_website: 'https://spam.example' }),
    );
    expect(state.status).toBe('sent');
    expect(await db().$count(leads)).toBe(before);
  });
});
