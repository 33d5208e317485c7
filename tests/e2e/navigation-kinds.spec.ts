import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startNavigationStandIn, type NavigationStandIn } from '../fixtures/navigation-standin';
import { bootstrapToken } from './support/editor';

/**
 * Navigation kinds switched through settings (decision 0049): the hosted navigation service, an
 * external navigation (sanitised HTML, inlined CSS, a script pinned by its integrity hash), the
 * light and logo-only headers with their own footers, and the footer's retailers section. The
 * server reaches the stand-in this file starts on the port playwright.config.ts declares in
 * OUTBOUND_ALLOW_PRIVATE_HOSTS; the script's CDN is routed to a stub inside the browser.
 */

const headers = { authorization: `Bearer ${bootstrapToken}` };
const standInPort = Number(process.env.E2E_PORT ?? 3100) + 1370;
const scriptUrl = 'https://nav-cdn.example.test/nav.js';
const scriptBody = 'document.querySelector(".ext-nav")?.setAttribute("data-enhanced", "yes"); window.__externalNavScript = true;';
const integrity = `sha384-${createHash('sha384').update(scriptBody).digest('base64')}`;

const touched = [
  'outbound.allowed_hosts',
  'navigation.kind',
  'navigation.hosted',
  'navigation.external',
  'navigation.light_paths',
  'navigation.logo_only_paths',
  'footer.logo_only_json',
  'footer.retailers',
];

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let standin: NavigationStandIn;
/** What the settings held before this file changed them, to put back afterwards (other specs share the site). */
const previous = new Map<string, string>();

async function storedSettings(): Promise<{ key: string; value: string; id: number }[]> {
  const listed = await api.get('/api/settings', { headers });
  expect(listed.status()).toBe(200);
  return (await listed.json()).data;
}

async function setSetting(key: string, value: unknown) {
  const saved = await api.post('/api/settings', {
    headers,
    data: { key, value: typeof value === 'string' ? value : JSON.stringify(value) },
  });
  expect(saved.status(), `${key}: ${await saved.text()}`).toBe(201);
}

/** Back to the site's defaults for the kinds, between journeys. */
async function resetKinds() {
  for (const row of await storedSettings()) {
    if (touched.includes(row.key) && row.key !== 'outbound.allowed_hosts') {
      expect((await api.delete(`/api/settings/${row.id}`, { headers })).status()).toBe(204);
    }
  }
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  standin = await startNavigationStandIn({ port: standInPort });
  for (const row of await storedSettings()) if (touched.includes(row.key)) previous.set(row.key, row.value);
  await setSetting('outbound.allowed_hosts', ['127.0.0.1']);
});

test.afterAll(async () => {
  for (const row of await storedSettings()) {
    if (!touched.includes(row.key)) continue;
    const before = previous.get(row.key);
    if (before !== undefined) await setSetting(row.key, before);
    else expect((await api.delete(`/api/settings/${row.id}`, { headers })).status()).toBe(204);
  }
  await api.dispose();
  await standin.close();
});

test.afterEach(resetKinds);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'メインナビゲーション' });

test('the hosted navigation service’s menu replaces ours, and ours comes back when it is switched off', async ({ page }) => {
  await setSetting('navigation.hosted', { origin: standin.url, disable: ['search'], enable: ['retailer'] });
  await setSetting('navigation.kind', 'hosted');
  await page.goto('/about');
  await expect(mainNav(page).getByRole('link', { name: 'ホステッド 在庫車' })).toHaveAttribute('href', '/stock');
  await expect(mainNav(page).getByRole('link', { name: 'ホステッド モデル' })).toBeAttached();
  await expect(mainNav(page).getByRole('link', { name: 'ブランド', exact: true })).toHaveCount(0);
  expect(standin.requests).toContain('/naas/nav.locale=ja.disable=search.enable=retailer.logo=land_rover.json');

  await setSetting('navigation.kind', 'own');
  await page.goto('/about');
  await expect(mainNav(page).getByRole('link', { name: 'ブランド', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'ホステッド 在庫車' })).toHaveCount(0);
});

test('the external navigation: its HTML without its inline script, the retailer filled in, and the pinned script run', async ({ page }) => {
  await page.route('https://nav-cdn.example.test/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: scriptBody,
    }),
  );
  await setSetting('navigation.external', {
    html_url: `${standin.url}/nav.html`,
    css_urls: [`${standin.url}/nav.css`],
    scripts: [{ src: scriptUrl, integrity }],
    scripts_vendor: 'Example Nav株式会社',
    retailer_name: 'ランドローバー青山',
    retailer_url: 'https://aoyama.example.jp/',
  });
  await setSetting('navigation.kind', 'external');
  await page.goto('/about');
  const external = page.getByRole('navigation', { name: '外部ナビゲーション' });
  await expect(external.getByRole('link', { name: '外部 モデル' })).toHaveAttribute('href', '/models');
  await expect(external.getByText('ランドローバー青山')).toBeVisible();
  await expect(external.getByRole('link', { name: '販売店のサイト' })).toHaveAttribute('href', 'https://aoyama.example.jp/');
  // The stylesheet was inlined: the list is laid out as the navigation's CSS says.
  await expect(external).toHaveCSS('display', 'flex');
  // The pinned script ran (with the page's nonce); the HTML's own inline script and handler did not survive.
  await expect(external).toHaveAttribute('data-enhanced', 'yes');
  expect(await page.evaluate(() => (window as unknown as { __externalInline?: boolean }).__externalInline)).toBeUndefined();
  await expect(external.locator('[onclick]')).toHaveCount(0);
  await expect(page.locator('script[data-tag="external_navigation"]')).toHaveAttribute('integrity', integrity);

  // The 外部送信 notice names the company and the host the browser loads the script from.
  await page.goto('/external-transmission');
  const entry = page.locator('section[data-tag="external_navigation"]');
  await expect(entry.getByRole('heading', { name: '外部ナビゲーション' })).toBeVisible();
  await expect(entry).toContainText('Example Nav株式会社');
  await expect(entry).toContainText('nav-cdn.example.test');
});

test('a script whose content is not the pinned one is refused by the browser', async ({ page }) => {
  await page.route('https://nav-cdn.example.test/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: `${scriptBody} window.__tampered = true;`,
    }),
  );
  await setSetting('navigation.external', {
    html_url: `${standin.url}/nav.html`,
    scripts: [{ src: scriptUrl, integrity }],
    scripts_vendor: 'Example Nav株式会社',
  });
  await setSetting('navigation.kind', 'external');
  const loaded = page.waitForRequest(scriptUrl);
  await page.goto('/about');
  await loaded;
  const external = page.getByRole('navigation', { name: '外部ナビゲーション' });
  await expect(external.getByRole('link', { name: '外部 モデル' })).toBeVisible();
  // Without both retailer values nothing of the retailer shows, not even the placeholders.
  await expect(external).not.toContainText('{{');
  await expect(external.getByRole('link', { name: '販売店のサイト' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await expect(external).not.toHaveAttribute('data-enhanced', 'yes');
});

test('a redesigned page gets the light navigation, the electric-vehicle page the logo alone and its own footer', async ({ page }) => {
  await setSetting('navigation.light_paths', ['/models']);
  await setSetting('navigation.logo_only_paths', ['/about']);
  await setSetting('footer.logo_only_json', { bottom_html: '<p>BEV専用フッター</p>' });

  await page.goto('/models');
  await expect(mainNav(page).getByRole('link', { name: 'ブランド', exact: true })).toBeVisible();
  // Main links only: no sub-menu entry, no menu button, no breadcrumbs.
  await expect(mainNav(page).getByRole('link', { name: 'モデル一覧' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'メニュー' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).not.toContainText('BEV専用フッター');

  await page.goto('/about');
  const banner = page.locator('header[data-site-header]');
  await expect(banner).toHaveAttribute('data-navigation-kind', 'logo_only');
  await expect(banner.getByRole('link', { name: 'ランドローバー ホーム' })).toHaveAttribute('href', '/');
  await expect(banner.getByRole('link')).toHaveCount(2); // the logo, and the skip link
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('BEV専用フッター');

  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'ブランド', exact: true })).toBeVisible();
});

test('the footer lists the retailers of its API with 〒 address and a phone link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: '正規販売店' })).toHaveCount(0);

  await setSetting('footer.retailers', { endpoint: `${standin.url}/retailers` });
  await page.goto('/');
  const retailers = page.getByRole('region', { name: '正規販売店' });
  await expect(retailers).toContainText('ランドローバー青山');
  await expect(retailers).toContainText('〒107-0062');
  await expect(retailers).toContainText('東京都港区南青山1-2-3');
  await expect(retailers.getByRole('link', { name: '03-1234-5678' })).toHaveAttribute('href', 'tel:+81312345678');
  await expect(retailers).toContainText('ランドローバー梅田');
});
