import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bootstrapToken } from './support/editor';

/**
 * Third-party tags wait for consent (decision 0043): with a tag manager configured, a visitor who
 * rejects cookies sends nothing to www.googletagmanager.com, one who accepts loads it, and the
 * 外部送信 notice lists it. Vendor hosts are routed to a stub, so nothing leaves the machine.
 */

const headers = { authorization: `Bearer ${bootstrapToken}` };
const containerId = 'GTM-E2ETAGS1';
const gtmHost = 'www.googletagmanager.com';

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
/** What the setting held before this file set it, to put back afterwards (other specs share the site). */
let previous: { id: number; value: string } | null = null;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const listed = await api.get('/api/settings', { headers });
  expect(listed.status()).toBe(200);
  const stored = ((await listed.json()).data as { key: string; value: string; id: number }[]).find((s) => s.key === 'tags.tag_manager_id');
  previous = stored ? { id: stored.id, value: stored.value } : null;
  const saved = await api.post('/api/settings', { headers, data: { key: 'tags.tag_manager_id', value: containerId } });
  expect(saved.status()).toBe(201);
});

test.afterAll(async () => {
  const listed = await api.get('/api/settings', { headers });
  const ours = ((await listed.json()).data as { key: string; id: number }[]).find((s) => s.key === 'tags.tag_manager_id');
  if (previous) await api.post('/api/settings', { headers, data: { key: 'tags.tag_manager_id', value: previous.value } });
  else if (ours) expect((await api.delete(`/api/settings/${ours.id}`, { headers })).status()).toBe(204);
  await api.dispose();
});

/** Every request the page makes to the tag manager's host, answered by a stub script. */
async function watchTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === gtmHost) requests.push(request.url());
  });
  await page.route(`https://${gtmHost}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtmStubRuns = (window.__gtmStubRuns || 0) + 1;' }),
  );
  return requests;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookieの設定' });

test('rejecting cookies: nothing is requested from the tag manager, on this page or the next', async ({ page }) => {
  const requests = await watchTagManager(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: '必須Cookieのみ許可' }).click();
  await expect(banner(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('script[data-tag="tag_manager"]'))).toBeNull();
});

test('before any decision nothing is requested either', async ({ page }) => {
  const requests = await watchTagManager(page);
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test('accepting cookies loads the tag manager once, with the page’s nonce, and again on the next page', async ({ page }) => {
  const requests = await watchTagManager(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  const loaded = page.waitForRequest((request) => request.url().startsWith(`https://${gtmHost}/gtm.js`));
  await banner(page).getByRole('button', { name: 'すべて同意する' }).click();
  expect((await loaded).url()).toBe(`https://${gtmHost}/gtm.js?id=${containerId}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmStubRuns?: number }).__gtmStubRuns)).toBe(1);
  // It carries the nonce (the browser hides the attribute's value, but not the property).
  expect(
    await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-tag="tag_manager"]')?.nonce.length),
  ).toBeGreaterThan(0);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event));
  expect(events).toEqual(expect.arrayContaining(['gtm.js', 'consent_update']));

  await page.goto('/about');
  await expect.poll(() => requests.length).toBe(2);
});

test('the cookie banner links to the 外部送信 notice, which lists the tag manager with its purpose', async ({ page }) => {
  await watchTagManager(page);
  await page.goto('/');
  await banner(page).getByRole('link', { name: '外部送信について' }).click();
  await expect(page).toHaveURL(/\/external-transmission$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('外部送信について');
  const entry = page.getByRole('region', { name: 'Google タグマネージャー' });
  await expect(entry).toContainText('Google LLC');
  await expect(entry).toContainText(gtmHost);
  await expect(entry).toContainText('アクセス解析や広告効果測定などのタグをまとめて管理し、同意いただいた範囲で動作させるため');
  await expect(entry).toContainText('統計・アクセス解析');
  await expect(page.getByRole('button', { name: 'Cookie設定を変更' })).toBeVisible();
});

test('changing consent on the notice brings the banner back', async ({ page }) => {
  await watchTagManager(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cookieConsentStatus', 'rejected:obligatory');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/external-transmission');
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie設定を変更' }).click();
  await expect(banner(page)).toBeVisible();
});
