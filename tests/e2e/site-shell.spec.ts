import { expect, test } from '@playwright/test';

test('home renders in Japanese with navigation and footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('ランドローバー');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新しい時代の、ラグジュアリー。');
  const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
  await expect(nav.getByRole('link', { name: 'モデル', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'プライバシーポリシー' })).toBeVisible();
  await expect(footer).toContainText('© ランドローバー・ジャパン');
  // No breadcrumbs on home (disabled there by default).
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toHaveCount(0);
});

test('a page below home shows breadcrumbs and page meta', async ({ page }) => {
  await page.goto('/models');
  await expect(page).toHaveTitle('モデル一覧 | ランドローバー');
  const crumbs = page.getByRole('navigation', { name: 'パンくずリスト' });
  await expect(crumbs.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('モデル一覧');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/models$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /standard-1600\.jpg$/);
});

test('a redirect answers 301 with its Location', async ({ request }) => {
  const response = await request.get('/lineup', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/models$/);
});

test('an unknown path shows the Japanese 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/kore-wa-nai');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await expect(page.getByText('考えられる原因')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'メインナビゲーション' })).toBeVisible();
});

test('a broken block shows its error while the rest of the page renders', async ({ page }) => {
  const response = await page.goto('/e2e/broken-block');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '最初のブロック' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最後のブロック' })).toBeVisible();
  const errors = page.locator('[data-block-error]');
  await expect(errors).toHaveCount(2);
  await expect(errors.first()).toContainText('問題が発生しました。もう一度お試しください。');
  await expect(errors.first().getByRole('button', { name: 'もう一度試す' })).toBeVisible();
});

test('cookie consent persists across reloads', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookieの設定' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'すべて同意する' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsentStatus'))).toBe(
    'accepted:obligatory,optional,statistic,marketing,unclassified',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookieの設定' })).toHaveCount(0);
});

test('rejecting cookies keeps only the obligatory scope', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookieの設定' }).getByRole('button', { name: '必須Cookieのみ許可' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsentStatus'))).toBe('rejected:obligatory');
});
