import { eq } from 'drizzle-orm';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putConfig } from '@/app/public_api/company_config/[name]/route';
import { companyConfigs, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { loadCheckout, type CheckoutView } from '@/features/ordering/checkout.server';
import { CheckoutStep } from '@/features/ordering/components/checkout-view';
import { orderOnlinePages } from '@/features/ordering/reservation-config.server';
import { saveCompanyConfig } from '@/features/stock/company-config.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { getT } from '@/i18n/i18n';
import { ctx, problem, request } from '../fixtures/http';
import { startCheckout } from '../fixtures/ordering';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * The order-online page documents (decision 0039): an administrator words the checkout's steps
 * and the success page through the company config, checked when saved; the configurator journey
 * reads its `config_` variant first.
 */
const { db } = withFreshDatabase();
const t = getT('ja');
let car = 0;

beforeAll(async () => {
  await seedDemoStock(6, { force: true });
  await seedDemoForms(systemActor('test'));
  const [first] = await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id);
  car = first!.id;
  await db().update(vehicles).set({ status: 'stock' });
});

const put = (json: unknown) =>
  putConfig(request('/public_api/company_config/all', { method: 'PUT', admin: true, json }), ctx({ name: 'all' }));

async function stepPage(step: number): Promise<string> {
  const { response: held, secret } = await startCheckout(car);
  expect(held.status).toBeLessThan(300);
  let html = '';
  try {
    const view = await loadCheckout(car, secret, step);
    expect(view.kind).toBe('step');
    // A server component with async children: rendered the way the server renders it, to the end.
    const element = await CheckoutStep({ view: view as Extract<CheckoutView, { kind: 'step' }>, t, error: null });
    const { prelude } = await prerender(element);
    html = await new Response(prelude).text();
  } finally {
    // The next test starts a new browser's checkout of the same car.
    await db().execute(`update vehicle_holds set status = 'released' where status = 'active'`);
  }
  return html;
}

describe('the steps page config', () => {
  it('shows the translation files’ wording when there is none', async () => {
    const html = await stepPage(0);
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(`>${t('ordering.steps.details')}</h1>`);
    for (const type of ['options', 'contact', 'terms', 'payment'] as const) expect(html).toContain(t(`ordering.steps.${type}`));
  });

  it('words the tabs, the heading and the introduction as the administrator saved them', async () => {
    const saved = await put({
      config_type: 'order_online_steps_page',
      data: {
        steps: {
          details: { title: 'お車のご確認', description: '販売店が整備済みのお車です。\n内容をご確認ください。' },
          payment: { title: 'ご予約の確定' },
        },
      },
    });
    expect(saved.status).toBe(200);
    const html = await stepPage(0);
    expect(html).toMatch(/<h1[^>]*>お車のご確認<\/h1>/);
    expect(html).toContain('<span aria-current="step">お車のご確認</span>');
    expect(html).toContain('ご予約の確定');
    expect(html).not.toContain(`>${t('ordering.steps.payment')}<`);
    expect(html).toContain('販売店が整備済みのお車です。\n内容をご確認ください。');
    // Steps it does not name keep their usual wording.
    expect(html).toContain(t('ordering.steps.contact'));
  });

  it('refuses a document that does not match, naming the field, and keeps the one before', async () => {
    const res = await put({
      config_type: 'order_online_steps_page',
      data: { steps: { details: { title: 'あ'.repeat(41) }, shipping: { title: '配送' } } },
    });
    expect(res.status).toBe(422);
    const body = await problem(res);
    expect(body.errors?.map((e) => e.pointer)).toEqual(expect.arrayContaining(['data.steps.details.title', 'data.steps']));
    expect((await orderOnlinePages()).steps.steps.details?.title).toBe('お車のご確認');
  });

  it('shows the usual wording when a stored document is unreadable, instead of a broken checkout', async () => {
    await db()
      .update(companyConfigs)
      .set({ data: { steps: { details: { title: 42 } } } })
      .where(eq(companyConfigs.configType, 'order_online_steps_page'));
    await invalidateTags(cacheTags.companyConfig);
    expect(await orderOnlinePages()).toEqual({ steps: { steps: {} }, success: {} });
    expect(await stepPage(0)).toContain(`>${t('ordering.steps.details')}</h1>`);
  });

  it('gives the configurator journey its config_ variant first, and the standard journey never', async () => {
    const actor = systemActor('test');
    await saveCompanyConfig(actor, 'all', 'order_online_steps_page', { steps: { terms: { title: '規約' } } });
    await saveCompanyConfig(actor, 'all', 'config_order_online_steps_page', { steps: { terms: { title: '構成車両の規約' } } });
    await saveCompanyConfig(actor, 'all', 'order_online_success_page', {
      title: 'ありがとうございました',
      text: '番号 {{number}} で承りました。',
    });
    expect((await orderOnlinePages('configurator')).steps.steps.terms?.title).toBe('構成車両の規約');
    expect((await orderOnlinePages('standard')).steps.steps.terms?.title).toBe('規約');
    // No config_ success page: the configurator journey falls back to the standard one.
    expect((await orderOnlinePages('configurator')).success.title).toBe('ありがとうございました');
  });

  it('checks the success page document too, under its config_ name as well', async () => {
    const res = await put({ config_type: 'config_order_online_success_page', data: { title: '', body: 'x' } });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.map((e) => e.pointer)).toEqual(expect.arrayContaining(['data.title', 'data']));
    // Types the checkout does not read are stored as given.
    expect((await put({ config_type: 'order_online', data: { anything: true } })).status).toBe(200);
  });
});
