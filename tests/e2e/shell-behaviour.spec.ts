import { expect, test, type APIRequestContext } from '@playwright/test';
import { bootstrapToken } from './support/editor';
import { hydrated } from './support/hydration';

/**
 * The shell's behaviour (site.md §4, §9; decision 0050): the progress bar of a client navigation,
 * the online/offline notice, and the favicon chosen by brand identity.
 */

const headers = { authorization: `Bearer ${bootstrapToken}` };

interface BarTimes {
  clickAt?: number;
  shownAt?: number;
  height?: number;
  state?: string;
}

test('a slow client navigation shows the 2 px bar after 200 ms and finishes it once the page has rendered', async ({ page }) => {
  // Prefetches are refused and the route's data is held back 1.5 s, so the click really waits.
  await page.route('**/*', async (route) => {
    const requestHeaders = route.request().headers();
    if (requestHeaders['next-router-prefetch']) return route.abort();
    if (requestHeaders['rsc'] === '1') await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.continue();
  });
  await page.goto('/');
  // Timed in the page: the test runner's own clock is too far from the browser's frames.
  await page.evaluate(() => {
    const times: BarTimes = {};
    (window as unknown as { barTimes: BarTimes }).barTimes = times;
    addEventListener('click', () => (times.clickAt ??= performance.now()), true);
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('[data-loading-bar]');
      if (!bar || times.shownAt !== undefined) return;
      times.shownAt = performance.now();
      times.height = bar.getBoundingClientRect().height;
      times.state = bar.dataset.loadingBar;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // Clicked before React has hydrated the header, the link is a full page load: no client navigation, no bar.
  const models = await hydrated(
    page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'モデル', exact: true }),
  );
  await models.click();
  const bar = page.locator('[data-loading-bar]');
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/models$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);

  const times = await page.evaluate(() => (window as unknown as { barTimes: BarTimes }).barTimes);
  const shownAfter = times.shownAt! - times.clickAt!;
  expect(shownAfter).toBeGreaterThanOrEqual(195);
  expect(shownAfter).toBeLessThan(1500);
  expect(times.height).toBe(2);
  expect(times.state).toBe('loading');
});

test('going offline is announced until the connection returns, then that it is back', async ({ page, context }) => {
  await page.goto('/about');
  // Offline before the scripts have arrived and run, the page stays server HTML: nothing could announce anything.
  await hydrated(page.getByRole('heading', { level: 1 }));
  await context.setOffline(true);
  const offline = page
    .locator('[data-connection-notice][aria-live="polite"]')
    .filter({ hasText: 'オフラインです。インターネットに接続されていないため、ページを読み込めません。' });
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  const online = page.locator('[data-connection-notice][aria-live="polite"]').filter({ hasText: 'インターネットに再接続しました。' });
  await expect(online).toBeVisible();
  // It leaves after 5 s; the offline notice would have stayed.
  await expect(online).toHaveCount(0, { timeout: 8000 });
});

test.describe('favicon by brand identity', () => {
  test.describe.configure({ mode: 'serial' });
  const touched = ['navigation.logo_by_path', 'theme.brand'];
  let api: APIRequestContext;
  const previous = new Map<string, string>();

  async function stored(): Promise<{ key: string; value: string; id: number }[]> {
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

  test.beforeAll(async ({ playwright }, testInfo) => {
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    for (const row of await stored()) if (touched.includes(row.key)) previous.set(row.key, row.value);
  });

  test.afterAll(async () => {
    for (const row of await stored()) {
      if (!touched.includes(row.key)) continue;
      const before = previous.get(row.key);
      if (before !== undefined) await setSetting(row.key, before);
      else expect((await api.delete(`/api/settings/${row.id}`, { headers })).status()).toBe(204);
    }
    await api.dispose();
  });

  test('a page of a brand identity shows its icon; other pages, and every page of the jdx theme, the default icon', async ({ page }) => {
    await setSetting('navigation.logo_by_path', [
      { matchingPath: '/models', homepage: '/models', logo: '/brand/defender.svg', favicon: '/brand/defender.svg' },
    ]);
    // The main brand's theme (no theme.brand stored).
    for (const row of await stored()) {
      if (row.key === 'theme.brand') expect((await api.delete(`/api/settings/${row.id}`, { headers })).status()).toBe(204);
    }

    await page.goto('/models');
    await expect(page.locator('link[rel="icon"][href="/brand/defender.svg"]')).toHaveAttribute('type', 'image/svg+xml');
    await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(0);

    await page.goto('/about');
    await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
    await expect(page.locator('link[rel="icon"][href="/brand/defender.svg"]')).toHaveCount(0);

    await setSetting('theme.brand', 'jdx');
    await page.goto('/models');
    await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
    await expect(page.locator('link[rel="icon"][href="/brand/defender.svg"]')).toHaveCount(0);
  });
});
