import { expect, test, type APIRequestContext } from '@playwright/test';

/** A listed vehicle's page path, taken from the stock search as a visitor would find it. */
async function vehiclePath(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/stock')).text();
  const path = /href="(\/showroom\/[^"?]+)/.exec(list)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

for (const path of ['/cms/no-such-screen', '/admin/users', '/auth/unknown', '/showroom', '/showroom/a/b', '/no-such-file.png']) {
  test(`${path} answers the branded Japanese 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(/ページが見つかりません/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
    await expect(page.getByRole('navigation', { name: 'メインナビゲーション' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('/favicon.ico answers an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('robots.txt opens the site, closes the editor, APIs and order flow, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('Allow: /');
  for (const path of ['/cms', '/admin', '/api/', '/dynamic-page', '/auth-exchange', '/showroom-order-online']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
});

test('sitemap.xml indexes the pages and vehicle files, which list canonical URLs', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files).toEqual(['/sitemap/pages.xml', '/sitemap/vehicles-1.xml']);

  const pages = await (await request.get('/sitemap/pages.xml')).text();
  const pagePaths = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pagePaths).toEqual(expect.arrayContaining(['/', '/models', '/about', '/stock', '/privacy', '/terms']));
  // Redirects are not pages.
  expect(pagePaths).not.toContain('/lineup');
  expect(pages).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

  const vehicles = await (await request.get('/sitemap/vehicles-1.xml')).text();
  const vehiclePaths = [...vehicles.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(vehiclePaths.length).toBeGreaterThan(0);
  expect(vehiclePaths).toContain(await vehiclePath(request));
  // A listed URL is the canonical one: it answers 200, not a redirect.
  expect((await request.get(vehiclePaths[0]!, { maxRedirects: 0 })).status()).toBe(200);
});

test('a vehicle page shares its photo as an absolute og:image that loads', async ({ page, request }) => {
  const path = await vehiclePath(request);
  await page.goto(path);
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  expect(await meta('meta[property="og:url"]')).toBe(canonical);
  expect(await meta('meta[property="og:title"]')).toBeTruthy();
  expect(await meta('meta[property="og:description"]')).toBeTruthy();
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  const image = await meta('meta[property="og:image"]');
  expect(image).toMatch(/^https?:\/\/[^/]+\/media\/\d+-[0-9a-f]{12}\/standard-1600\.jpg$/);
  // SITE_URL names the public origin, which may not be this test server: load it by path.
  expect(new URL(image!).origin).toBe(new URL(canonical!).origin);
  const photo = await request.get(new URL(image!).pathname);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
});

for (const [label, heading] of [
  ['プライバシーポリシー', 'プライバシーポリシー'],
  ['利用規約', '利用規約'],
] as const) {
  test(`the footer link ${label} opens its page`, async ({ page }) => {
    await page.goto('/');
    // Followed by its address: the cookie banner may cover the footer on a first visit.
    const href = await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).getAttribute('href');
    expect(href).not.toBe('/about');
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('デモサイト用のサンプル文面')).toBeVisible();
  });
}

test('the home hero scrim spans the full width on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  // The hero's scrim is the gradient ::before of the element holding its heading.
  const scrimWidth = await page.getByRole('heading', { level: 1 }).evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const before = getComputedStyle(node, '::before');
      if (before.backgroundImage.includes('linear-gradient')) return parseFloat(before.width);
    }
    return 0;
  });
  expect(scrimWidth).toBeGreaterThanOrEqual(1600 - 20); // 100vw, less a scroll bar at most
});

test('/no-access speaks to signed-in and signed-out visitors alike', async ({ page }) => {
  await page.goto('/no-access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('アクセス権限がありません');
  await expect(page.getByRole('main')).not.toContainText('サインインしているアカウント');
});
