import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bootstrapToken } from './support/editor';

/**
 * Error reporting under consent (decision 0047), with the DSN pointed at the Sentry stand-in that
 * starts with the site (scripts/dev-services.ts, SENTRY_STANDIN_PORT; the site declares it in
 * OUTBOUND_ALLOW_PRIVATE_HOSTS, which also opens the CSP's connect-src to it): a page's uncaught
 * error or unhandled rejection reaches the stand-in only once the visitor has accepted; after a
 * rejection, or once consent is withdrawn, nothing is sent — watched on the network.
 */

const headers = { authorization: `Bearer ${bootstrapToken}` };
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1356}`;
/** The stand-in's default public key and project (tests/fixtures/sentry-standin.ts). */
const dsn = `http://0123456789abcdef0123456789abcdef@${standIn.slice('http://'.length)}/4242`;
const key = 'tags.error_reporting_dsn';

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
/** What the setting held before this file set it, to put back afterwards (other specs share the site). */
let previous: { id: number; value: string } | null = null;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const listed = await api.get('/api/settings', { headers });
  expect(listed.status()).toBe(200);
  const stored = ((await listed.json()).data as { key: string; value: string; id: number }[]).find((s) => s.key === key);
  previous = stored ? { id: stored.id, value: stored.value } : null;
  const saved = await api.post('/api/settings', { headers, data: { key, value: dsn } });
  expect(saved.status()).toBe(201);
  expect((await api.delete(`${standIn}/__standin/events`)).status()).toBe(204);
});

test.afterAll(async () => {
  const listed = await api.get('/api/settings', { headers });
  const ours = ((await listed.json()).data as { key: string; id: number }[]).find((s) => s.key === key);
  if (previous) await api.post('/api/settings', { headers, data: { key, value: previous.value } });
  else if (ours) expect((await api.delete(`/api/settings/${ours.id}`, { headers })).status()).toBe(204);
  await api.dispose();
});

interface ReceivedEvent {
  platform?: string;
  sdk?: { name?: string };
  user?: unknown;
  request?: { url?: string; headers?: Record<string, string> };
  exception?: { values?: { type?: string; value?: string; mechanism?: { handled?: boolean } }[] };
}

/** The events the stand-in received whose error message is `message`. */
async function received(message: string): Promise<ReceivedEvent[]> {
  const events = (await (await api.get(`${standIn}/__standin/events`)).json()) as ReceivedEvent[];
  return events.filter((event) => event.exception?.values?.some((value) => value.value === message));
}

/** Every request the page makes to the stand-in (the SDK posts envelopes there). */
function watchStandIn(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(standIn)) requests.push(request.url());
  });
  return requests;
}

/**
 * A script of the page fails: an inline script with the page's nonce (so the CSP lets it run, as
 * it does the page's own), throwing at its top level or leaving a rejected promise nobody catches.
 */
async function runPageScript(page: Page, code: string) {
  await page.evaluate((source) => {
    const nonce = Array.from(document.scripts, (script) => script.nonce).find(Boolean);
    if (!nonce) throw new Error('the page has no nonce to run a script with');
    const script = document.createElement('script');
    script.nonce = nonce;
    script.textContent = source;
    document.body.appendChild(script);
  }, code);
}
const throwOnPage = (page: Page, message: string) => runPageScript(page, `throw new Error(${JSON.stringify(message)});`);
const rejectOnPage = (page: Page, message: string) => runPageScript(page, `Promise.reject(new Error(${JSON.stringify(message)}));`);

const banner = (page: Page) => page.getByRole('region', { name: 'Cookieの設定' });
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
/** Long enough for the SDK's chunk to load and an envelope to be posted, had anything been allowed. */
const quietPeriod = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
};

test('an error thrown before any decision is reported once the visitor accepts, without the page’s query', async ({ page }) => {
  const requests = watchStandIn(page);
  await page.goto('/about?token=e2e-signed-secret');
  await expect(banner(page)).toBeVisible();
  const before = unique('thrown before consent');
  await throwOnPage(page, before);
  await quietPeriod(page);
  expect(requests).toEqual([]);
  expect(await received(before)).toEqual([]);

  await banner(page).getByRole('button', { name: 'すべて同意する' }).click();
  await expect.poll(async () => (await received(before)).length, { timeout: 15_000 }).toBe(1);
  const [event] = await received(before);
  expect(event?.platform).toBe('javascript');
  expect(event?.sdk?.name).toBe('sentry.javascript.browser');
  expect(event?.exception?.values?.[0]?.mechanism?.handled).toBe(false);
  expect(event?.request?.url).toMatch(/\/about$/);
  expect(event?.user).toBeUndefined();
  expect(JSON.stringify(event)).not.toContain('e2e-signed-secret');

  const rejection = unique('rejected after consent');
  await rejectOnPage(page, rejection);
  await expect.poll(async () => (await received(rejection)).length, { timeout: 15_000 }).toBe(1);
});

test('after “必須Cookieのみ許可”, nothing is sent: not on this page, not on the next', async ({ page }) => {
  const requests = watchStandIn(page);
  await page.goto('/about');
  await banner(page).getByRole('button', { name: '必須Cookieのみ許可' }).click();
  await expect(banner(page)).toBeHidden();
  const thrown = unique('thrown after rejecting');
  const rejected = unique('rejected after rejecting');
  await throwOnPage(page, thrown);
  await rejectOnPage(page, rejected);
  await quietPeriod(page);

  await page.goto('/');
  const next = unique('thrown on the next page');
  await throwOnPage(page, next);
  await quietPeriod(page);

  expect(requests).toEqual([]);
  for (const message of [thrown, rejected, next]) expect(await received(message)).toEqual([]);
});

test('withdrawing consent on the 外部送信 notice stops the reports at once', async ({ page }) => {
  const requests = watchStandIn(page);
  await page.goto('/external-transmission');
  const entry = page.getByRole('region', { name: 'Sentry（エラー監視、自社で運用するサーバー）' });
  await expect(entry).toContainText('127.0.0.1');
  await expect(entry).toContainText('統計・アクセス解析');

  await banner(page).getByRole('button', { name: 'すべて同意する' }).click();
  const accepted = unique('thrown while accepted');
  await throwOnPage(page, accepted);
  await expect.poll(async () => (await received(accepted)).length, { timeout: 15_000 }).toBe(1);

  await page.getByRole('button', { name: 'Cookie設定を変更' }).click();
  await banner(page).getByRole('button', { name: '必須Cookieのみ許可' }).click();
  await expect(banner(page)).toBeHidden();
  const sentBefore = requests.length;
  const withdrawn = unique('thrown after withdrawing');
  await throwOnPage(page, withdrawn);
  await rejectOnPage(page, unique('rejected after withdrawing'));
  await quietPeriod(page);
  expect(requests).toHaveLength(sentBefore);
  expect(await received(withdrawn)).toEqual([]);
});
