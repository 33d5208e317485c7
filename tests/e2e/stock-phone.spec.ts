import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The stock locator as a phone visitor meets it (issue 7 items 5, 10, 12). */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  // The site's stock page shows its own brand (decision 0024); the API shows every brand unless asked.
  const res = await request.get(`/public_api/listing/jp-main?items=1&filter[nameplate_brand_name_eq]=land_rover&${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).meta.total;
}

const drawerButton = (page: Page) => page.locator('[data-filter-drawer-button]');

test('on a phone the cars come first: the filters wait behind a 絞り込み button', async ({ page }) => {
  await page.goto('/stock');
  await expect(page.getByRole('form', { name: '絞り込み' })).toBeHidden();
  await expect(drawerButton(page)).toBeVisible();
  await expect(drawerButton(page)).toHaveText('絞り込み');
  const firstCar = page.locator('article[data-vehicle-id]').first();
  const top = await firstCar.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  // Before: ~3,200 px of filters came first. Now the first car starts within the first screen.
  expect(top).toBeLessThan(844);
  // The button stays at hand while the visitor scrolls through the cars.
  await page.locator('article[data-vehicle-id]').nth(5).scrollIntoViewIfNeeded();
  await expect(drawerButton(page)).toBeInViewport();
});

test('the filter drawer filters live, counts the cars it will show, and hands focus back', async ({ page, request }) => {
  await page.goto('/stock');
  await page.waitForLoadState('networkidle');
  await drawerButton(page).click();
  const drawer = page.getByRole('dialog', { name: '絞り込み' });
  await expect(drawer).toBeVisible();
  // Focus is inside and the page behind is hidden from screen readers.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The page behind is inert: no Tab stop, no click, hidden from assistive technology.
  expect(await page.locator('h1').evaluate((h1) => h1.closest('[inert]') !== null)).toBe(true);
  const show = drawer.locator('[data-filter-show]');
  await expect(show).toHaveText('238台を表示'); // the Land Rovers of the 300 demo cars (decision 0024)

  const used = await apiTotal(request, 'filter[state_in][]=used');
  await drawer
    .getByRole('group', { name: '区分' })
    .getByRole('checkbox', { name: /^中古車/ })
    .check();
  await expect(show).toHaveText(`${used.toLocaleString('ja-JP')}台を表示`);
  await expect(page).toHaveURL(/state_in/);
  // Still open and still focused inside while the results change behind it.
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await show.click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(used));
  await expect(page.locator('[data-total]')).toBeFocused();
  await expect(page.locator('[data-total]')).toBeInViewport();
  // The button counts the active filters; the chip above the results removes it.
  await expect(drawerButton(page)).toContainText('1');
  await expect(page.locator('[data-chip="states:used"]')).toBeVisible();
});

test('the drawer closes on Escape and on 閉じる, returning focus to the 絞り込み button, and keeps Tab inside', async ({ page }) => {
  await page.goto('/stock');
  await page.waitForLoadState('networkidle');
  await drawerButton(page).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '絞り込み' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(drawerButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '閉じる' }).click();
  await expect(drawer).toBeHidden();
  await expect(drawerButton(page)).toBeFocused();
});

test('the saved-vehicles panel on a phone keeps titles readable, and keyboard focus never drops', async ({ page }) => {
  await page.goto('/stock');
  const ids = await page
    .locator('article[data-vehicle-id]')
    .evaluateAll((cards) => cards.slice(0, 2).map((c) => Number(c.getAttribute('data-vehicle-id'))));
  await page.evaluate(
    (saved) => localStorage.setItem('sl_saved_vehicles', JSON.stringify(saved.map((id) => ({ id, list: 'jp-main' })))),
    ids,
  );
  await page.reload();
  const opener = page.getByRole('button', { name: '♥ 保存した車両（2）' });
  await opener.click();
  const panel = page.getByRole('region', { name: '保存した車両' });
  const titles = panel.getByRole('link');
  await expect(titles).toHaveCount(2);
  // Before: squeezed to one character per line. Now each title has most of the row.
  for (const width of await titles.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().width))) {
    expect(width).toBeGreaterThan(180);
  }
  // 削除 hands focus to the next row's 削除, then to the heading when the list is empty.
  await panel.getByRole('button', { name: /^削除/ }).first().focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: /^削除/ })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /^削除/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: '保存した車両' })).toBeFocused();
  // Escape closes and returns focus to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: '♥ 保存した車両（0）' })).toBeFocused();
});

test('the phone menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/stock');
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'メニュー' });
  await button.click();
  const menu = page.getByRole('navigation', { name: 'メインナビゲーション' });
  await expect(menu.getByRole('link', { name: '在庫車検索' })).toBeVisible();
  await menu.getByRole('link', { name: 'ブランド' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: '在庫車検索' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'メニュー' })).toBeFocused();
});
