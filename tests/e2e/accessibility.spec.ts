import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';

/**
 * Keyboard and screen-reader checks (issue 7 items 21–25): axe on every kind of page, a
 * keyboard-only journey through the stock search to a car and back, and the cookie banner never
 * hiding the focused element. axe is evaluated through the DevTools protocol, which the page's CSP
 * (nonces only) does not govern.
 */
const consented = async (page: Page) => page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));

/** Presses Tab `stops` times and names every focused element that sat under the fixed `overlay`. */
async function focusStopsUnder(page: Page, overlay: string, stops: number): Promise<string[]> {
  const covered: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((selector) => {
      const focused = document.activeElement as HTMLElement | null;
      const overlayBox = document.querySelector(selector)?.getBoundingClientRect();
      if (!focused || focused === document.body || !overlayBox || focused.closest(selector)) return null;
      const box = focused.getBoundingClientRect();
      return box.bottom > overlayBox.top + 1 && box.top < overlayBox.bottom ? focused.textContent?.trim() || focused.tagName : null;
    }, overlay);
    if (hit) covered.push(hit);
  }
  return covered;
}

async function firstVehiclePath(page: Page): Promise<string> {
  await page.goto('/stock');
  return (await page.locator('article[data-vehicle-id] h3 a').first().getAttribute('href'))!;
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`axe finds no serious or critical violation on any kind of page (${viewport.name})`, async ({ page }) => {
    // Twenty pages, each loaded to network idle and scanned: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await consented(page);
    const vehicle = await firstVehiclePath(page);
    const paths = [
      '/',
      '/models',
      '/about',
      '/privacy',
      '/terms',
      '/stock',
      '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc&page=2',
      '/stock?filter%5Bstate_in%5D%5B%5D=used&filter%5Bmileage_lteq%5D=1',
      '/stock?_state=%E6%B2%96%E7%B8%84%E7%9C%8C',
      vehicle,
      '/no-access',
      '/test-drive',
      '/offers',
      '/contact',
      '/warranty',
      '/block-catalogue',
      '/models/defender',
      '/models/range-rover',
      '/models/discovery',
      '/this-page-does-not-exist',
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
    }
    expect(found).toEqual([]);
  });
}

test('axe finds nothing serious with the cookie banner showing and in the phone filter drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/stock');
  await expect(page.getByRole('region', { name: 'Cookieの設定' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('region', { name: 'Cookieの設定' }).getByRole('button', { name: '必須Cookieのみ許可' }).click();
  await page.locator('[data-filter-drawer-button]').click();
  await expect(page.getByRole('dialog', { name: '絞り込み' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the cookie banner comes first in the Tab order and never covers the focused element', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/stock');
  const banner = page.getByRole('region', { name: 'Cookieの設定' });
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its buttons are among the first stops, before the header and the page.
  const firstStops: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    firstStops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(firstStops).toContain('すべて同意する');
  // Walk the page: no focused element may sit under the banner (before: 43 of 102 stops did).
  expect(await focusStopsUnder(page, '[data-cookie-banner]', 110)).toEqual([]);
});

test('keyboard only: skip to the results, open a car, and come back to the same list', async ({ page }) => {
  await consented(page);
  const list = '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc';
  await page.goto(list);
  await page.waitForLoadState('networkidle');
  // The site's skip link, then the search's own: a handful of Tabs to the first car, not 64.
  let tabs = 0;
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  while ((await focusedText()) !== '検索結果へスキップ' && tabs < 30) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(await focusedText()).toBe('検索結果へスキップ');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-total]')).toBeFocused();
  await page.keyboard.press('Tab');
  tabs++;
  const firstCarLink = page.locator('article[data-vehicle-id]').first().locator('h3 a');
  // The first stop after the count is inside the first car (a chip first when filters are applied).
  while (!(await firstCarLink.evaluate((el) => el === document.activeElement)) && tabs < 40) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  await expect(firstCarLink).toBeFocused();
  expect(tabs).toBeLessThan(25);
  const carHref = await firstCarLink.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${carHref!.replace(/[?[\]]/g, '\\$&')}$`));
  await expect(page.locator('[data-page-kind="pdp"]')).toBeVisible();
  // Back to the list by keyboard: the link is reachable and restores the search.
  const back = page.getByRole('link', { name: '← 在庫一覧に戻る' });
  for (let i = 0; i < 30 && !(await back.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${list.replace(/[?[\]]/g, '\\$&')}$`));
  await expect(page.getByRole('group', { name: '区分' }).getByRole('checkbox', { name: /^中古車/ })).toBeChecked();
});

test('the results sit under an h2 between the page heading and the car titles', async ({ page }) => {
  await consented(page);
  await page.goto('/stock');
  const levels = await page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3')].slice(0, 6).map((h) => `${h.tagName}:${h.textContent?.trim().slice(0, 12)}`),
    );
  expect(levels[0]).toBe('H1:在庫車を探す');
  const firstH3 = levels.findIndex((l) => l.startsWith('H3'));
  expect(levels.slice(0, firstH3)).toContain('H2:検索結果');
});

test('Enter on a page link keeps focus on the new results', async ({ page }) => {
  await consented(page);
  await page.goto('/stock');
  await page.waitForLoadState('networkidle');
  // Before React has committed the page, Enter follows the plain link (a full page load, focus at the top).
  const next = await hydrated(page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ目' }));
  await next.focus();
  await page.keyboard.press('Enter');
  // The next page's results come from the server: on a busy machine that can take longer than 5 s.
  await expect(page).toHaveURL(/page=2/, { timeout: 15_000 });
  await expect(page.locator('[data-total]')).toBeFocused();
});

test('a phone vehicle page keeps price and actions at hand without hiding focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await consented(page);
  const vehicle = await firstVehiclePath(page);
  await page.goto(vehicle);
  const bar = page.getByRole('complementary', { name: 'この車両の価格とお問い合わせ' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('link', { name: '問い合わせ' })).toHaveAttribute('href', /^\/quote\?vehicle=\d+&model=.+&dealer=JP\d+$/);
  await expect(bar.getByRole('link', { name: '電話' })).toHaveAttribute('href', /^tel:/);
  await page.mouse.wheel(0, 2000);
  await expect(bar).toBeInViewport();
  // Tab through the page: nothing focused sits under the bar.
  expect(await focusStopsUnder(page, '[data-action-bar]', 40)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(bar).toBeHidden();
});
