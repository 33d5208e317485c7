import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as activeSystemApi } from '@/app/api/integrations/active_system/route';
import { GET as verifyApi } from '@/app/api/integrations/verify/route';
import { POST as duplicateApi } from '@/app/api/forms/[id]/duplicate/route';
import { GET as exportApi } from '@/app/api/forms/[id]/export/route';
import { GET as integrationsApi, PUT as putIntegrationsApi } from '@/app/api/forms/[id]/integrations/route';
import { DELETE as deleteFormApi, GET as getFormApi, PUT as putFormApi } from '@/app/api/forms/[id]/route';
import { GET as settingsPartApi } from '@/app/api/forms/[id]/settings/[part]/route';
import { POST as importApi } from '@/app/api/forms/import/route';
import { GET as listFormsApi, POST as createFormApi } from '@/app/api/forms/route';
import { POST as submitApi } from '@/app/api/forms/[id]/leads/route';
import { DELETE as deleteLocationApi, PUT as putLocationApi } from '@/app/api/locations/[id]/route';
import { GET as listLocationsApi, POST as createLocationApi } from '@/app/api/locations/route';
import { auditLog, forms } from '@/db/schema';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();

const contactForm = {
  name: 'contact',
  type: 'contact',
  title: 'お問い合わせ',
  fields: [
    { name: 'family_name', type: 'text', label: { ja: '姓' }, rules: { required: true, max: 30 } },
    { name: 'email', type: 'text', format: 'email', label: { ja: 'メールアドレス' }, rules: { required: true } },
    { name: 'phone', type: 'telephone', label: { ja: '電話番号' }, rules: { required: true } },
  ],
  settings: {
    notifications: { recipients: ['sales@example.jp'] },
    confirmations: { enabled: true, email_field: 'email' },
    thank_you: { title: { ja: 'ありがとうございました' } },
  },
};

async function create(body: unknown = contactForm) {
  const res = await createFormApi(request('/api/forms', { method: 'POST', admin: true, json: body }), undefined);
  return { res, body: (await res.clone().json()) as { data: { id: number; revision: number; settings: Record<string, unknown> } } };
}

describe('forms API', () => {
  it('creates a form with defaults filled, lists it with its lead count, and reads it back', async () => {
    const { res, body } = await create();
    expect(res.status).toBe(201);
    expect(body.data.settings).toMatchObject({ privacy: { policy_path: '/privacy', consent_version: '2026-11' }, captcha: true });
    const list = (await (await listFormsApi(request('/api/forms', { admin: true }), undefined)).json()) as {
      data: { name: string; lead_count: number }[];
    };
    expect(list.data).toEqual([expect.objectContaining({ name: 'contact', lead_count: 0 })]);
    const one = await getFormApi(request(`/api/forms/${body.data.id}`), ctx({ id: String(body.data.id) }));
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"r1"');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'form.create'));
    expect(audit?.subjectId).toBe(String(body.data.id));
  });

  it.each([
    ['a duplicate field name', { fields: [contactForm.fields[0], contactForm.fields[0]] }, 'fields.1.name'],
    ['a select without options', { fields: [{ name: 'model', type: 'select', label: { ja: 'モデル' } }] }, 'fields.0.options'],
    ['an unknown field type', { fields: [{ name: 'x', type: 'color', label: { ja: 'x' } }] }, 'fields.0.type'],
    [
      'confirmations without an e-mail field',
      { fields: [contactForm.fields[0]], settings: { confirmations: { enabled: true } } },
      'settings.confirmations.email_field',
    ],
    [
      'a CRM mapping to no field',
      { integrations: { crm: { enabled: true, mapping: { LastName: 'surname' } } } },
      'integrations.crm.mapping.LastName',
    ],
    [
      'a postcode filling a missing field',
      { fields: [{ name: 'zip', type: 'text', format: 'postcode', fills: { state: 'pref' }, label: { ja: '〒' } }] },
      'fields.0.fills.state',
    ],
    ['min above max', { fields: [{ name: 'a', type: 'text', label: { ja: 'a' }, rules: { min: 5, max: 2 } }] }, 'fields.0.rules.min'],
    ['a bad name', { name: 'Contact Form' }, 'name'],
  ])('refuses %s with 422 naming the place', async (_, change, pointer) => {
    const { res } = await create({ ...contactForm, name: 'bad_form', ...change });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.map((e) => e.pointer)).toContain(pointer);
  });

  it('refuses a second form of the same name with 409', async () => {
    const { res } = await create({ ...contactForm });
    expect(res.status).toBe(409);
  });

  it('replaces a form; a save over a newer revision is 412', async () => {
    const [row] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    const id = String(row!.id);
    const put = (ifMatch: string) =>
      putFormApi(
        request(`/api/forms/${id}`, {
          method: 'PUT',
          admin: true,
          headers: { 'if-match': ifMatch },
          json: { ...contactForm, title: '新しい題' },
        }),
        ctx({ id }),
      );
    const first = await put('"r1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"r2"');
    expect((await put('"r1"')).status).toBe(412);
  });

  it('serves the thank-you settings to anyone, the notification and confirmation settings to form managers only', async () => {
    const [row] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    const id = String(row!.id);
    const thanks = await settingsPartApi(request(`/api/forms/${id}/settings/thank_you`), ctx({ id, part: 'thank_you' }));
    expect(await thanks.json()).toEqual({ data: { title: { ja: 'ありがとうございました' } } });
    expect((await settingsPartApi(request(`/api/forms/${id}/settings/notifications`), ctx({ id, part: 'notifications' }))).status).toBe(
      401,
    );
    const notifications = await settingsPartApi(
      request(`/api/forms/${id}/settings/notifications`, { admin: true }),
      ctx({ id, part: 'notifications' }),
    );
    expect(((await notifications.json()) as { data: { recipients: string[] } }).data.recipients).toEqual(['sales@example.jp']);
    const confirmations = await settingsPartApi(
      request(`/api/forms/${id}/settings/confirmations`, { admin: true }),
      ctx({ id, part: 'confirmations' }),
    );
    expect(((await confirmations.json()) as { data: { email_field: string } }).data.email_field).toBe('email');
    expect((await settingsPartApi(request(`/api/forms/${id}/settings/other`, { admin: true }), ctx({ id, part: 'other' }))).status).toBe(
      404,
    );
  });

  it('hides a disabled or protected form from visitors, not from people signed in to the editor', async () => {
    const { body } = await create({ ...contactForm, name: 'internal', protected: true });
    const id = String(body.data.id);
    expect((await getFormApi(request(`/api/forms/${id}`), ctx({ id }))).status).toBe(404);
    const { cookie } = await signedInAs('viewer');
    expect((await getFormApi(request(`/api/forms/${id}`, { headers: { cookie } }), ctx({ id }))).status).toBe(200);
    const lead = await submitApi(request(`/api/forms/${id}/leads`, { method: 'POST', json: { attributes: {} } }), ctx({ id }));
    // Nor does it take their leads: to an anonymous visitor it does not exist.
    expect(lead.status).toBe(404);
  });

  it('reads and changes integrations (integrations.manage), checked against the form', async () => {
    const [row] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    const id = String(row!.id);
    const put = await putIntegrationsApi(
      request(`/api/forms/${id}/integrations`, {
        method: 'PUT',
        admin: true,
        json: { crm: { enabled: true, lead_type: 'contact', mapping: { LastName: 'family_name' } } },
      }),
      ctx({ id }),
    );
    expect(put.status).toBe(200);
    const got = (await (await integrationsApi(request(`/api/forms/${id}/integrations`, { admin: true }), ctx({ id }))).json()) as {
      data: unknown;
    };
    expect(got.data).toEqual({ crm: { enabled: true, lead_type: 'contact', mapping: { LastName: 'family_name' } } });
    const bad = await putIntegrationsApi(
      request(`/api/forms/${id}/integrations`, {
        method: 'PUT',
        admin: true,
        json: { crm: { enabled: true, mapping: { LastName: 'nope' } } },
      }),
      ctx({ id }),
    );
    expect(bad.status).toBe(422);
    const { cookie } = await signedInAs('publisher');
    const denied = await integrationsApi(request(`/api/forms/${id}/integrations`, { headers: { cookie } }), ctx({ id }));
    expect(denied.status).toBe(403);
  });

  it('exports a form as a file that import takes back: a new form, or the same name replaced', async () => {
    const [row] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    const id = String(row!.id);
    const exported = await exportApi(request(`/api/forms/${id}/export`, { admin: true }), ctx({ id }));
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="form-contact.json"');
    const file = (await exported.json()) as { form: { name: string; title: string } };
    const again = await importApi(
      request('/api/forms/import', { method: 'POST', admin: true, json: { form: { ...file.form, title: '取り込み後' } } }),
      undefined,
    );
    expect(again.status).toBe(200);
    const fresh = await importApi(
      request('/api/forms/import', { method: 'POST', admin: true, json: { form: { ...file.form, name: 'contact_copy' } } }),
      undefined,
    );
    expect(fresh.status).toBe(201);
    const [replaced] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    expect(replaced!.title).toBe('取り込み後');
  });

  it('duplicates a form under a new name, disabled', async () => {
    const [row] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    const id = String(row!.id);
    const res = await duplicateApi(request(`/api/forms/${id}/duplicate?name=contact_spring`, { method: 'POST', admin: true }), ctx({ id }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { name: string; enabled: boolean; title: string } }).data).toMatchObject({
      name: 'contact_spring',
      enabled: false,
      title: '取り込み後（コピー）',
    });
    expect((await duplicateApi(request(`/api/forms/${id}/duplicate`, { method: 'POST', admin: true }), ctx({ id }))).status).toBe(422);
  });

  it('deletes a form without leads, refuses one with leads (409)', async () => {
    const [copy] = await db().select().from(forms).where(eq(forms.name, 'contact_spring'));
    const id = String(copy!.id);
    expect((await deleteFormApi(request(`/api/forms/${id}`, { method: 'DELETE', admin: true }), ctx({ id }))).status).toBe(204);
    const [contact] = await db().select().from(forms).where(eq(forms.name, 'contact'));
    const cid = String(contact!.id);
    const lead = await submitApi(
      request(`/api/forms/${cid}/leads`, {
        method: 'POST',
        json: { attributes: { family_name: '山田', email: 'taro@example.jp', phone: '090-1234-5678', privacy_consent: true } },
      }),
      ctx({ id: cid }),
    );
    expect(lead.status).toBe(201);
    const refused = await deleteFormApi(request(`/api/forms/${cid}`, { method: 'DELETE', admin: true }), ctx({ id: cid }));
    expect(refused.status).toBe(409);
  });

  it('keeps form changes to form managers', async () => {
    const { cookie } = await signedInAs('publisher');
    const res = await createFormApi(
      request('/api/forms', { method: 'POST', headers: { cookie, origin: 'http://localhost:3000' }, json: { ...contactForm, name: 'x' } }),
      undefined,
    );
    expect(res.status).toBe(403);
    expect((await listFormsApi(request('/api/forms'), undefined)).status).toBe(401);
  });
});

describe('locations API', () => {
  it('creates, lists (e-mail for form managers only), changes and deletes locations', async () => {
    const created = await createLocationApi(
      request('/api/locations', {
        method: 'POST',
        admin: true,
        json: { name: 'ランドローバー青山', dealer_code: 'JP001', email: 'aoyama@example.jp', postcode: '１０７００６２' },
      }),
      undefined,
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; postcode: string } };
    expect(data.postcode).toBe('107-0062');
    const publicList = (await (await listLocationsApi(request('/api/locations'), undefined)).json()) as { data: Record<string, unknown>[] };
    expect(publicList.data[0]).toMatchObject({ name: 'ランドローバー青山', dealer_code: 'JP001' });
    expect(publicList.data[0]).not.toHaveProperty('email');
    const adminList = (await (await listLocationsApi(request('/api/locations', { admin: true }), undefined)).json()) as {
      data: Record<string, unknown>[];
    };
    expect(adminList.data[0]?.email).toBe('aoyama@example.jp');
    const id = String(data.id);
    const bad = await putLocationApi(
      request(`/api/locations/${id}`, { method: 'PUT', admin: true, json: { name: 'x', postcode: '12345' } }),
      ctx({ id }),
    );
    expect((await problem(bad)).errors?.[0]?.pointer).toBe('postcode');
    const put = await putLocationApi(
      request(`/api/locations/${id}`, { method: 'PUT', admin: true, json: { name: 'ランドローバー南青山' } }),
      ctx({ id }),
    );
    expect(((await put.json()) as { data: { name: string } }).data.name).toBe('ランドローバー南青山');
    expect((await deleteLocationApi(request(`/api/locations/${id}`, { method: 'DELETE', admin: true }), ctx({ id }))).status).toBe(204);
    expect((await deleteLocationApi(request(`/api/locations/${id}`, { method: 'DELETE', admin: true }), ctx({ id }))).status).toBe(404);
  });
});

describe('integrations', () => {
  it('says no CRM is active until the base URL is set, and verify reports it cannot reach one', async () => {
    const active = (await (await activeSystemApi(request('/api/integrations/active_system', { admin: true }), undefined)).json()) as {
      data: { system: string };
    };
    expect(active.data.system).toBe('none');
    const verify = (await (await verifyApi(request('/api/integrations/verify', { admin: true }), undefined)).json()) as {
      data: { ok: boolean; detail: string };
    };
    expect(verify.data).toEqual({ ok: false, detail: 'No CRM is configured (setting leads.api_base_url).' });
  });
});
