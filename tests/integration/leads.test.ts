import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as fixApi } from '@/app/api/forms/[id]/leads/integrations/fix/route';
import { GET as integrationStatusApi } from '@/app/api/forms/[id]/leads/integrations/route';
import { GET as fileApi } from '@/app/api/forms/[id]/leads/[leadId]/files/[fileId]/route';
import { DELETE as deleteLeadApi, GET as getLeadApi } from '@/app/api/forms/[id]/leads/[leadId]/route';
import { GET as listLeadsApi, POST as submitApi } from '@/app/api/forms/[id]/leads/route';
import { leadDeliveries, leadFiles, leads, mailOutbox } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { drainDeliveries } from '@/features/forms/deliveries.server';
import { formInput } from '@/features/forms/definition';
import { createForm } from '@/features/forms/forms.server';
import { createLocation } from '@/features/forms/locations.server';
import { saveSetting } from '@/features/settings/settings.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { startCaptchaStandIn, type CaptchaStandIn } from '../fixtures/captcha-standin';
import { startCrmStandIn, type CrmStandIn } from '../fixtures/crm-standin';
import { startSmtpStandIn, type SmtpStandIn } from '../fixtures/smtp-standin';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: stand-ins get fixed ports per worker, set before anything reads it.
const ports = vi.hoisted(() => {
  const base = 4580 + 10 * Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${base}`;
  process.env.MAIL_FROM = 'ランドローバー <no-reply@example.jp>';
  process.env.LEAD_API_TOKEN = 'crm-test-token';
  process.env.CAPTCHA_SECRET = 'captcha-test-secret';
  process.env.CAPTCHA_VERIFY_URL = `http://127.0.0.1:${base + 2}/recaptcha/api/siteverify`;
  // The CRM stand-in is on this machine: the outbound guard lets only its port through.
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${base + 1}`;
  return { smtp: base, crm: base + 1, captcha: base + 2 };
});

const { db } = withFreshDatabase();
const system = systemActor('test');
let smtp: SmtpStandIn;
let crm: CrmStandIn;
let captcha: CaptchaStandIn;
let formId: string;
let locationId: number;

const testDrive = {
  name: 'test_drive',
  type: 'test_drive',
  title: '試乗予約',
  fields: [
    { name: 'location', type: 'select', options_source: 'locations', label: { ja: 'ご希望の販売店' }, rules: { required: true } },
    { name: 'preferred_date', type: 'date', label: { ja: 'ご希望日' }, days_from: 1, days_to: 90, rules: { required: true } },
    { name: 'family_name', type: 'text', label: { ja: '姓' }, rules: { required: true, max: 10 } },
    { name: 'family_name_kana', type: 'text', format: 'katakana', label: { ja: 'セイ' }, rules: { required: true } },
    { name: 'email', type: 'text', format: 'email', label: { ja: 'メールアドレス' }, rules: { required: true } },
    { name: 'phone', type: 'telephone', label: { ja: '電話番号' }, rules: { required: true } },
    { name: 'postcode', type: 'text', format: 'postcode', label: { ja: '郵便番号' } },
    { name: 'licence', type: 'file', label: { ja: '運転免許証' }, accept: ['image/jpeg', 'image/png'], rules: { size: 10 } },
    { name: 'vehicle_id', type: 'text', box_type: 'dynamic', label: { ja: '車両' } },
  ],
  settings: {
    notifications: { recipients: ['sales@example.jp'], to_location: true },
    confirmations: { enabled: true, email_field: 'email', subject: 'ご予約ありがとうございます' },
    privacy: { consent_version: '2026-11', policy_path: '/privacy' },
    marketing_opt_in: { enabled: true },
  },
  integrations: { crm: { enabled: true, lead_type: 'test_drive', mapping: { LastName: 'family_name' } } },
};

function tomorrow(): string {
  return new Date(Date.now() + 9 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
}

function good(extra: Record<string, unknown> = {}) {
  return {
    location: String(locationId),
    preferred_date: tomorrow(),
    family_name: '山田',
    family_name_kana: 'やまだ',
    email: 'Taro@Example.JP',
    phone: '０９０ー１２３４ー５６７８',
    postcode: '〒1070062',
    vehicle_id: '4711',
    privacy_consent: 'on',
    marketing_opt_in: 'on',
    ...extra,
  };
}

function submitJson(attributes: Record<string, unknown>, init: { ip?: string; token?: string; lang?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.ip) headers['x-client-ip'] = init.ip;
  if (init.lang) headers['accept-language'] = init.lang;
  return submitApi(
    request(`/api/forms/${formId}/leads`, {
      method: 'POST',
      headers,
      json: { attributes, ...(init.token ? { 'g-recaptcha-response': init.token } : {}), source_path: '/test-drive' },
    }),
    ctx({ id: formId }),
  );
}

beforeAll(async () => {
  smtp = await startSmtpStandIn({ port: ports.smtp });
  crm = await startCrmStandIn({ port: ports.crm });
  captcha = await startCaptchaStandIn({ port: ports.captcha });
  const location = await createLocation(system, { name: 'ランドローバー青山', dealer_code: 'JP001', email: 'aoyama@example.jp' });
  locationId = location.id;
  formId = String((await createForm(system, formInput.parse(testDrive))).id);
  await saveSetting(system, 'leads.api_base_url', crm.url);
});

afterAll(async () => {
  await Promise.all([smtp.close(), crm.close(), captcha.close()]);
});

beforeEach(() => {
  rateLimitPolicies.leadsPerClient.limit = 1000;
});

describe('POST /api/forms/{id}/leads', () => {
  it('stores the lead normalised, with the APPI consent it was given, and answers 201 with its id', async () => {
    const res = await submitJson(good());
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const [lead] = await db().select().from(leads).where(eq(leads.id, data.id));
    expect(lead!.attributes).toEqual({
      location: locationId,
      preferred_date: tomorrow(),
      family_name: '山田',
      family_name_kana: 'ヤマダ',
      email: 'taro@example.jp',
      phone: '+819012345678',
      postcode: '107-0062',
      vehicle_id: '4711',
    });
    expect(lead!.locationId).toBe(locationId);
    expect(lead!.consentVersion).toBe('2026-11');
    expect(lead!.consentText).toContain('個人情報の取り扱いに同意する');
    expect(lead!.marketingOptIn).toBe(true);
    expect(lead!.sourcePath).toBe('/test-drive');
    const kinds = (await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, data.id))).map((d) => d.kind).sort();
    expect(kinds).toEqual(['confirmation', 'crm', 'notification']);
  });

  it('names every bad field in Japanese (422 problem+json) and stores nothing', async () => {
    const before = await db().$count(leads);
    const res = await submitJson(
      good({
        family_name: 'あ'.repeat(11),
        family_name_kana: 'Yamada',
        email: 'taro@',
        phone: '1234',
        preferred_date: '2020-01-01',
        privacy_consent: '',
      }),
    );
    expect(res.status).toBe(422);
    const body = await problem(res);
    expect(Object.fromEntries(body.errors!.map((e) => [e.pointer, e.detail]))).toEqual({
      family_name: '文字数の上限を超えています（10文字まで）',
      family_name_kana: 'セイはカタカナで入力してください',
      email: '正しいメールアドレスを入力してください',
      phone: '正しい電話番号を入力してください',
      preferred_date: expect.stringMatching(/^\d{4}年\d{1,2}月\d{1,2}日から\d{4}年\d{1,2}月\d{1,2}日までの日付を選択してください$/),
      privacy_consent: '個人情報の取り扱いに同意してください',
    });
    expect(await db().$count(leads)).toBe(before);
  });

  it('says "Character limit exceeded" to a client that asks for English', async () => {
    const res = await submitJson(good({ family_name: 'a'.repeat(11) }), { lang: 'en' });
    expect((await problem(res)).errors).toEqual([{ pointer: 'family_name', detail: 'Character limit exceeded' }]);
  });

  it('refuses a location that does not exist and a required field left empty', async () => {
    const res = await submitJson(good({ location: '999', family_name: '  ' }));
    expect((await problem(res)).errors?.map((e) => e.pointer)).toEqual(['location', 'family_name']);
  });

  it('stores a multipart post with its file in the same transaction; the file is served back only as a download', async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(good())) data.set(k, String(v));
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    data.set('licence', new File([jpeg], '../../免許証.jpg', { type: 'text/html' }));
    const res = await submitApi(
      new Request(`http://localhost:3000/api/forms/${formId}/leads`, {
        method: 'POST',
        body: data,
        headers: { 'x-client-ip': 'file-client' },
      }),
      ctx({ id: formId }),
    );
    expect(res.status).toBe(201);
    const { data: created } = (await res.json()) as { data: { id: string } };
    const [file] = await db().select().from(leadFiles).where(eq(leadFiles.leadId, created.id));
    expect(file).toMatchObject({ field: 'licence', originalName: '免許証.jpg', contentType: 'image/jpeg', size: 7 });
    expect(file!.storedName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const download = await fileApi(
      request(`/api/forms/${formId}/leads/${created.id}/files/${file!.id}`, { admin: true }),
      ctx({ id: formId, leadId: created.id, fileId: String(file!.id) }),
    );
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f-]{36}\.jpg"; filename\*=UTF-8''%E5%85%8D/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(jpeg);
  });

  it.each([
    [
      'a file whose bytes are not an accepted type (415)',
      new TextEncoder().encode('<script>alert(1)</script>'),
      415,
      'JPEG・PNGのファイルを選択してください',
    ],
    [
      'a file over the field limit (413)',
      Uint8Array.from([0xff, 0xd8, 0xff, ...new Array(11 * 1024).fill(0)]),
      413,
      'ファイルサイズは10KBまでです',
    ],
  ])('refuses %s naming the field', async (_, bytes, status, message) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(good())) data.set(k, String(v));
    data.set('licence', new File([bytes], 'x.jpg', { type: 'image/jpeg' }));
    const res = await submitApi(
      new Request(`http://localhost:3000/api/forms/${formId}/leads`, { method: 'POST', body: data }),
      ctx({ id: formId }),
    );
    expect(res.status).toBe(status);
    expect((await problem(res)).errors).toEqual([{ pointer: 'licence', detail: message }]);
  });

  it('tells a bot that filled the honeypot it worked, and keeps nothing', async () => {
    const before = await db().$count(leads);
    const res = await submitJson(good({ company_website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await db().$count(leads)).toBe(before);
  });

  it('limits submissions per client address (429 with Retry-After)', async () => {
    rateLimitPolicies.leadsPerClient.limit = 2;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await submitJson(good({ privacy_consent: '' }), { ip: 'busy-client' })).status);
    expect(statuses).toEqual([422, 422, 429]);
    const limited = await submitJson(good(), { ip: 'busy-client' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await submitJson(good(), { ip: 'another-client' })).status).toBe(201);
  });

  it('refuses a cross-site browser post (CSRF)', async () => {
    const res = await submitApi(
      request(`/api/forms/${formId}/leads`, { method: 'POST', headers: { origin: 'https://evil.example' }, json: { attributes: good() } }),
      ctx({ id: formId }),
    );
    expect(res.status).toBe(403);
  });

  it('asks the captcha provider once it is configured: a good token passes once, a replay or a low score is refused', async () => {
    await saveSetting(system, 'forms.captcha', JSON.stringify({ provider: 'recaptcha', site_key: 'site-key', min_score: 0.5 }));
    captcha.issue('human-token', { score: 0.9 });
    captcha.issue('bot-token', { score: 0.1 });
    const ok = await submitJson(good(), { token: 'human-token', ip: '203.0.113.7' });
    expect(ok.status).toBe(201);
    expect(captcha.calls.at(-1)).toEqual({ secret: 'captcha-test-secret', response: 'human-token', remoteip: '203.0.113.7' });
    const { data } = (await ok.json()) as { data: { id: string } };
    const [lead] = await db().select().from(leads).where(eq(leads.id, data.id));
    expect(lead!.checks).toEqual({ captcha: { status: 'passed', score: 0.9 } });
    for (const token of ['human-token', 'bot-token', '']) {
      const refused = await submitJson(good(), { token });
      expect(refused.status).toBe(422);
      expect((await problem(refused)).errors?.[0]?.pointer).toBe('g-recaptcha-response');
    }
    await saveSetting(system, 'forms.captcha', JSON.stringify({ provider: 'none', site_key: null }));
  });
});

describe('delivery of leads', () => {
  it('e-mails the sales team and the location, confirms to the visitor in Japanese, and sends the CRM one lead', async () => {
    smtp.messages.length = 0;
    const res = await submitJson(good({ email: 'hanako@example.jp' }));
    const { data } = (await res.json()) as { data: { id: string } };
    await drainDeliveries();
    const toSales = smtp.messages.find((m) => m.to.includes('sales@example.jp') && m.text.includes(data.id));
    expect(toSales?.to.sort()).toEqual(['aoyama@example.jp', 'sales@example.jp']);
    expect(toSales?.subject).toBe('新しいお問い合わせ: 試乗予約');
    expect(toSales?.text).toContain('電話番号: 090-1234-5678');
    expect(toSales?.text).toContain('ご希望の販売店: 3'.replace('3', String(locationId)));
    const confirmation = smtp.messages.find((m) => m.to.includes('hanako@example.jp'));
    expect(confirmation?.subject).toBe('ご予約ありがとうございます');
    expect(confirmation?.text).toContain(`受付番号: ${data.id}`);
    expect(confirmation?.text).not.toContain('車両'); // the hidden vehicle box is for staff, not the visitor's copy
    const sent = crm.leads.filter((l) => l.idempotencyKey === `${data.id}:crm`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ lead: { external_id: data.id, lead_type: 'test_drive', attributes: { LastName: '山田' } } });
    const view = (await (
      await getLeadApi(request(`/api/forms/${formId}/leads/${data.id}`, { admin: true }), ctx({ id: formId, leadId: data.id }))
    ).json()) as {
      data: { integrations: { kind: string; status: string; external_id: string }[] };
    };
    expect(view.data.integrations.map((d) => [d.kind, d.status])).toEqual([
      ['notification', 'delivered'],
      ['confirmation', 'delivered'],
      ['crm', 'delivered'],
    ]);
    expect(view.data.integrations.find((d) => d.kind === 'crm')?.external_id).toBe(sent[0]!.id);
  });

  it('keeps deliveries while SMTP and the CRM are down, and drains them — the CRM lead exactly once — when they return', async () => {
    await drainDeliveries();
    smtp.setDown(true);
    await crm.setDown('error');
    const res = await submitJson(good({ email: 'down@example.jp' }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    await drainDeliveries();
    const pending = await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, data.id));
    expect(pending.map((d) => [d.kind, d.status, d.attempts])).toEqual([
      ['notification', 'pending', 1],
      ['confirmation', 'pending', 1],
      ['crm', 'pending', 1],
    ]);
    expect(pending.find((d) => d.kind === 'crm')?.lastError).toMatch(/CRM answered 503/);
    // Connection refused is retried too; then both come back and the backoff has passed.
    await crm.setDown('refuse');
    await db()
      .update(leadDeliveries)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(leadDeliveries.leadId, data.id));
    await drainDeliveries();
    expect((await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, data.id))).every((d) => d.status === 'pending')).toBe(
      true,
    );
    smtp.setDown(false);
    await crm.setDown(false);
    await db()
      .update(leadDeliveries)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(leadDeliveries.leadId, data.id));
    await drainDeliveries();
    const done = await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, data.id));
    expect(done.map((d) => [d.kind, d.status])).toEqual([
      ['notification', 'delivered'],
      ['confirmation', 'delivered'],
      ['crm', 'delivered'],
    ]);
    expect(crm.leads.filter((l) => l.idempotencyKey === `${data.id}:crm`)).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes('down@example.jp'))).toHaveLength(1);
  });

  it('a CRM retry after a lost answer makes no second CRM lead (same idempotency key)', async () => {
    const res = await submitJson(good({ email: 'lost@example.jp' }));
    const { data } = (await res.json()) as { data: { id: string } };
    await drainDeliveries();
    // The answer was lost: the delivery is due again although the CRM has the lead.
    await db()
      .update(leadDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(0) })
      .where(eq(leadDeliveries.idempotencyKey, `${data.id}:crm`));
    await drainDeliveries();
    expect(crm.leads.filter((l) => l.idempotencyKey === `${data.id}:crm`)).toHaveLength(1);
  });

  it('marks a delivery failed when the CRM refuses it for good, shows why, and re-sends it with integrations/fix', async () => {
    await saveSetting(system, 'leads.api_base_url', `${crm.url}/wrong-base`);
    const res = await submitJson(good({ email: 'fix@example.jp' }));
    const { data } = (await res.json()) as { data: { id: string } };
    await drainDeliveries();
    const status = (await (
      await integrationStatusApi(request(`/api/forms/${formId}/leads/integrations`, { admin: true }), ctx({ id: formId }))
    ).json()) as {
      data: { failed: { lead_id: string; kind: string; last_error: string }[] };
    };
    expect(status.data.failed).toEqual([
      expect.objectContaining({ lead_id: data.id, kind: 'crm', last_error: expect.stringMatching(/CRM answered 404/) }),
    ]);
    await saveSetting(system, 'leads.api_base_url', crm.url);
    const fix = await fixApi(request(`/api/forms/${formId}/leads/integrations/fix`, { method: 'POST', admin: true }), ctx({ id: formId }));
    expect(await fix.json()).toEqual({ data: { retried: 1 } });
    await drainDeliveries();
    const [crmDelivery] = await db()
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.idempotencyKey, `${data.id}:crm`));
    expect(crmDelivery?.status).toBe('delivered');
  });

  it('refuses a CRM base URL on the cloud metadata service without calling it, and delivers the kept lead once the URL is right', async () => {
    const before = crm.leads.length;
    await saveSetting(system, 'leads.api_base_url', 'https://169.254.169.254/latest/meta-data');
    const res = await submitJson(good({ email: 'ssrf@example.jp' }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    await drainDeliveries();
    const crmDelivery = async () =>
      (
        await db()
          .select()
          .from(leadDeliveries)
          .where(eq(leadDeliveries.idempotencyKey, `${data.id}:crm`))
      )[0];
    const refused = await crmDelivery();
    expect(refused?.status).not.toBe('delivered');
    expect(refused?.lastError).toMatch(/CRM unreachable: .*169\.254\.169\.254/);
    await saveSetting(system, 'leads.api_base_url', crm.url);
    await db()
      .update(leadDeliveries)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(leadDeliveries.idempotencyKey, `${data.id}:crm`));
    await drainDeliveries();
    expect((await crmDelivery())?.status).toBe('delivered');
    expect(crm.leads.length).toBe(before + 1);
  });

  it('keeps e-mails in the outbox when no SMTP server is configured', async () => {
    // Covered by the embedded demo (no SMTP_URL): here SMTP is configured, so the outbox stays empty.
    expect(await db().$count(mailOutbox)).toBe(0);
  });
});

describe('reading and deleting leads', () => {
  it('lists leads newest first by default, filters by created_at and pages, for leads.read only', async () => {
    const page = (await (
      await listLeadsApi(request(`/api/forms/${formId}/leads?items=2&page=1`, { admin: true }), ctx({ id: formId }))
    ).json()) as {
      data: { created_at: string }[];
      meta: { total: number };
    };
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.created_at >= page.data[1]!.created_at).toBe(true);
    const future = encodeURIComponent(new Date(Date.now() + 3600_000).toISOString());
    const none = (await (
      await listLeadsApi(request(`/api/forms/${formId}/leads?filter[created_at_gteq]=${future}`, { admin: true }), ctx({ id: formId }))
    ).json()) as {
      meta: { total: number };
    };
    expect(none.meta.total).toBe(0);
    const bad = await listLeadsApi(request(`/api/forms/${formId}/leads?sort=name&items=0`, { admin: true }), ctx({ id: formId }));
    expect((await problem(bad)).errors?.map((e) => e.pointer).sort()).toEqual(['items', 'sort']);
    expect((await listLeadsApi(request(`/api/forms/${formId}/leads`), ctx({ id: formId }))).status).toBe(401);
  });

  it('deletes a lead with its files and deliveries', async () => {
    const res = await submitJson(good());
    const { data } = (await res.json()) as { data: { id: string } };
    const deleted = await deleteLeadApi(
      request(`/api/forms/${formId}/leads/${data.id}`, { method: 'DELETE', admin: true }),
      ctx({ id: formId, leadId: data.id }),
    );
    expect(deleted.status).toBe(204);
    expect(await db().$count(leadDeliveries, eq(leadDeliveries.leadId, data.id))).toBe(0);
    const again = await getLeadApi(request(`/api/forms/${formId}/leads/${data.id}`, { admin: true }), ctx({ id: formId, leadId: data.id }));
    expect(again.status).toBe(404);
  });
});
