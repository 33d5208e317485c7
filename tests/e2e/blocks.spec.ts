import { expect, test } from '@playwright/test';

// Pages are opened to network idle: a block's island arrives with its own chunk while the page
// hydrates (decision 0051), and a click before that is the native element's alone.
test.beforeEach(async ({ page }) => {
  // Decide consent up front so the banner does not cover the blocks under test.
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

test('the accordion opens and closes all items', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const accordion = page.locator('[data-block="accordion"]');
  const items = accordion.locator('details');
  await expect(items).toHaveCount(3);
  await accordion.getByRole('button', { name: 'すべて開く' }).click();
  for (const item of await items.all()) await expect(item).toHaveAttribute('open', '');
  await expect(accordion.getByText('消費税込みのお支払い総額')).toBeVisible();
  await accordion.getByRole('button', { name: 'すべて閉じる' }).click();
  for (const item of await items.all()) await expect(item).not.toHaveAttribute('open', '');
  // One item by hand: native disclosure works without the island.
  await accordion.getByText('試乗の予約はできますか？').click();
  await expect(items.first()).toHaveAttribute('open', '');
});

test('in-page navigation scrolls the section into view below the bars, even when the layout above shifts during the scroll', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const bar = page.getByRole('navigation', { name: 'ページ内ナビゲーション' });
  await bar.getByRole('link', { name: 'よくあるご質問' }).click();
  // What a late web font or image does: the content above the target grows while the scroll runs.
  await page.locator('[data-block="immersive_hero"]').evaluate((el) => {
    (el as HTMLElement).style.paddingTop = '120px';
  });
  await expect(page).toHaveURL(/#faq$/);
  const target = page.locator('#faq');
  await expect(async () => {
    const top = await target.evaluate((el) => el.getBoundingClientRect().top);
    const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(barBottom - 2);
    expect(top).toBeLessThan(barBottom + 80);
  }).toPass({ timeout: 5_000 });
});

test('the first two blocks load their images eagerly with high priority, later ones lazily', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const heroImg = page.locator('[data-block="hero_banner"] img');
  await expect(heroImg).toHaveAttribute('loading', 'eager');
  await expect(heroImg).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('[data-block="immersive_hero"] img')).toHaveAttribute('loading', 'lazy');
  const sources = page.locator('[data-block="hero_banner"] source');
  await expect(sources.first()).toHaveAttribute('type', 'image/avif');
});

test('the html box never runs editor scripts', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-block="html_box"]')).toContainText('ショールーム営業時間');
  expect(dialogs).toEqual([]);
});

test('paragraph size and theme fields change what the visitor sees', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  // The demo hero keeps its default paragraph size `l` (1.125rem); body text is 1rem.
  await expect(page.locator('[data-block="hero_banner"] p')).toHaveCSS('font-size', '18px');
  // The demo FAQ accordion is set to the light theme.
  await expect(page.locator('[data-block="accordion"]')).toHaveCSS('background-color', 'rgb(245, 245, 244)');
});
