import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

/**
 * The demo site's stock page shows its own brand (decision 0024): 238 of the 300 demo cars are Land
 * Rovers, 12 to a page.
 */
const SITE_TOTAL = 238;
const SITE_PAGES = Math.ceil(SITE_TOTAL / 12);

async function total(page: Page): Promise<number> {
  return Number(await page.locator('[data-total]').getAttribute('data-total'));
}

/** How many cars the listing API finds for a query: an independent count to hold the page to. */
async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  // The site's stock page shows its own brand (decision 0024); the API shows every brand unless asked.
  const res = await request.get(`/public_api/listing/jp-main?items=1&filter[nameplate_brand_name_eq]=land_rover&${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).meta.total;
}

test('the stock page is reached from the navigation and lists cars with facet counts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: '在庫車検索' }).click();
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫車を探す');
  await expect(page.getByText(/^\d+台の在庫車$/)).toBeVisible();
  expect(await total(page)).toBe(SITE_TOTAL);
  await expect(page.locator('article[data-vehicle-id]')).toHaveCount(12);
  await expect(page.getByRole('group', { name: '区分' }).getByText('認定中古車')).toBeVisible();
});

test('filtering, sorting and paging live in the URL and survive reload and back', async ({ page, request }) => {
  await page.goto('/stock');
  // Checked before React has hydrated the filters, the box would only tick in the server HTML.
  const usedBox = await hydrated(page.getByRole('group', { name: '区分' }).getByRole('checkbox', { name: /^中古車/ }));
  await usedBox.check();
  await expect(page).toHaveURL(/filter%5Bstate_in%5D%5B%5D=used/);
  const usedTotal = await total(page);
  // The same search through the listing API: the page shows every used car and only those.
  expect(usedTotal).toBe(await apiTotal(request, 'filter[state_in][]=used'));
  expect(usedTotal).toBeGreaterThan(12);
  expect(usedTotal).toBeLessThan(SITE_TOTAL);
  const cards = page.locator('article[data-vehicle-id]');
  await expect(cards.getByText(/^(新車|認定中古車|中古車)$/)).toHaveText(Array(12).fill('中古車'));

  await page.getByLabel('並び替え').selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  // Cars without a price sort last: the first page of cheapest used cars shows twelve prices in 万円.
  const prices = cards.locator('text=/^[\\d,.]+万円$/');
  await expect(prices).toHaveCount(12);
  const values = (await prices.allTextContents()).map((p) => Number(p.replace(/[万円,]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'ページ送り' }).locator('[aria-current="page"]')).toHaveText('2');

  await page.reload();
  await expect(page.getByRole('group', { name: '区分' }).getByRole('checkbox', { name: /^中古車/ })).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  expect(await total(page)).toBe(usedTotal);
});

test('no results shows the reset button, which clears the filters', async ({ page }) => {
  await page.goto('/stock?filter%5Bmileage_lteq%5D=1&filter%5Bstate_in%5D%5B%5D=used');
  await expect(page.getByRole('heading', { name: '条件に合う在庫車が見つかりませんでした' })).toBeVisible();
  await page.getByRole('link', { name: '条件をリセット' }).click();
  await expect(page).toHaveURL(/\/stock$/);
  expect(await total(page)).toBe(SITE_TOTAL);
});

test('a saved car is still saved after reload', async ({ page }) => {
  await page.goto('/stock');
  const card = page.locator('article[data-vehicle-id]').first();
  const id = await card.getAttribute('data-vehicle-id');
  await card.getByRole('button', { name: /保存する/ }).click();
  await expect(card.getByRole('button', { name: /保存済み/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator(`article[data-vehicle-id="${id}"]`).getByRole('button', { name: /保存済み/ })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sl_saved_vehicles') ?? '[]'));
  expect(stored).toEqual([{ id: Number(id), list: 'jp-main' }]);
});

test('a vehicle page shows 支払総額 with its breakdown, and a stale slug redirects 301', async ({ page, request }) => {
  // Cheapest first: cars without 支払総額 sort last, so the first approved car has a price.
  await page.goto('/stock?filter%5Bstate_in%5D%5B%5D=approved&sort=priceAsc');
  const card = page.locator('article[data-vehicle-id]').first();
  await expect(card.getByText('支払総額')).toBeVisible();
  const link = card.locator('h3 a');
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('[data-page-kind="pdp"]')).toBeVisible();
  await expect(page.locator('[data-price="total"]')).toHaveText(/^[\d,]+円$/);
  await expect(page.locator('[data-price="vehicle"]')).toHaveText(/^[\d,]+円$/);
  await expect(page.getByText('支払総額は販売店所在地を管轄する運輸支局で登録し、店頭納車の場合の価格です。')).toBeVisible();
  // (Similar cars below may be price on request; the car's own price block is not.)
  await expect(page.locator('[data-price="on_request"]:not(article *)')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '車両状態' })).toBeVisible();
  await expect(page.getByText('修復歴')).toBeVisible();
  await expect(page.getByRole('heading', { name: '取扱販売店' })).toBeVisible();
  const id = href.split('-').pop();
  const stale = await request.get(`/showroom/old-name-${id}`, { maxRedirects: 0 });
  expect(stale.status()).toBe(301);
  expect(stale.headers()['location']).toMatch(new RegExp(`${href}$`));
  const unknown = await request.get('/showroom/used-defender-999999');
  expect(unknown.status()).toBe(404);
});

test('an approved car without 支払総額 shows price on request on its card and its page, never a bare price', async ({ page }) => {
  // The demo site shows 77 approved Land Rovers, 4 of them without 支払総額: the last four of the last page (7) by price.
  await page.goto('/stock?filter%5Bstate_in%5D%5B%5D=approved&sort=priceAsc&page=7');
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', '77');
  const cards = page.locator('article[data-vehicle-id]');
  await expect(cards).toHaveCount(5);
  const card = cards.last();
  await expect(card.getByText('価格はお問い合わせください')).toBeVisible();
  await expect(card).not.toContainText('万円');
  await expect(card).not.toContainText('月々');
  await card.locator('h3 a').click();
  await expect(page.locator('[data-page-kind="pdp"]')).toBeVisible();
  await expect(page.locator('[data-price="on_request"]')).toHaveText('価格はお問い合わせください');
  await expect(page.locator('[data-price="total"], [data-price="vehicle"], [data-price="msrp"]')).toHaveCount(0);
});

test('the saved vehicles view lists saved cars and drops cars that no longer exist', async ({ page }) => {
  await page.goto('/stock');
  const card = page.locator('article[data-vehicle-id]').nth(1);
  const id = Number(await card.getAttribute('data-vehicle-id'));
  const title = (await card.locator('h3').innerText()).split('\n')[0]!.trim();
  // One real car and one that was sold and delisted since it was saved.
  await page.evaluate(
    (realId) =>
      localStorage.setItem(
        'sl_saved_vehicles',
        JSON.stringify([
          { id: realId, list: 'jp-main' },
          { id: 99999999, list: 'jp-main' },
        ]),
      ),
    id,
  );
  await page.reload();
  await page.getByRole('button', { name: '♥ 保存した車両（2）' }).click();
  const panel = page.getByRole('region', { name: '保存した車両' });
  await expect(panel.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('button', { name: '♥ 保存した車両（1）' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sl_saved_vehicles') ?? '[]'))).toEqual([{ id, list: 'jp-main' }]);
  await panel.getByRole('button', { name: '削除' }).click();
  await expect(page.getByRole('button', { name: '♥ 保存した車両（0）' })).toBeVisible();
});

test('page_view reports plp on the search page and pdp on a vehicle page', async ({ page }) => {
  await page.goto('/stock');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').at(-1)?.category))
    .toBe('plp');
  const event = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').at(-1));
  expect(event).toMatchObject({ language: 'ja', currency: 'jpy', consent_status: 'accepted', application: 'brand-site' });
  await page.locator('article[data-vehicle-id] h3 a').first().click();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').at(-1)?.category))
    .toBe('pdp');
});

test('the home page carousel shows approved cars that open their vehicle pages', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[data-block="stock_locator_carousel"]');
  await expect(carousel.getByRole('heading', { name: '新着の認定中古車' })).toBeVisible();
  await expect(carousel.locator('article[data-vehicle-id]')).toHaveCount(6);
  await expect(carousel.locator('article').getByText(/^(新車|認定中古車|中古車)$/)).toHaveText(Array(6).fill('認定中古車'));
  await carousel.getByRole('link', { name: '認定中古車をすべて見る' }).click();
  await expect(page).toHaveURL(/\/stock\?filter%5Bstate_in%5D%5B%5D=approved/);
});

test('a mouse visitor moves the carousel with its arrows, which stop at the ends', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[data-block="stock_locator_carousel"]');
  // The arrows arrive as the carousel comes into view (decision 0068), as the visitor scrolls to it.
  await carousel.scrollIntoViewIfNeeded();
  const row = carousel.locator('ul').first();
  const previous = carousel.getByRole('button', { name: '前へ' });
  const next = carousel.getByRole('button', { name: '次へ' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstCard = carousel.locator('article[data-vehicle-id]').first();
  await next.click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(firstCard).not.toBeInViewport({ ratio: 0.9 });
  await expect(previous).toBeEnabled();
  // At the far end (scrolled there directly: clicks during the smooth scroll would race it).
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect(next).toBeDisabled();
  await expect(carousel.locator('article[data-vehicle-id]').last()).toBeInViewport();
  await previous.click();
  await expect(next).toBeEnabled();
});

test('postcode search shows the stock of retailers in that area, and keeps it while filtering', async ({ page, request }) => {
  await page.goto('/stock');
  const area = page.getByRole('region', { name: 'お近くの販売店の在庫を探す' });
  // Full-width digits and a long-vowel mark as hyphen, as typed with a Japanese IME.
  await area.getByLabel('郵便番号').fill('１０７ー００６２');
  await area.getByRole('button', { name: '販売店エリアで絞り込む' }).click();
  await expect(area.getByText('〒107-0062 東京都港区の販売店（1店舗）の在庫')).toBeVisible();
  const aoyama = await apiTotal(request, 'forced_dealer_codes=JP001');
  expect(aoyama).toBeGreaterThan(0);
  expect(aoyama).toBeLessThan(SITE_TOTAL);
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(aoyama));

  await page.getByRole('group', { name: '区分' }).getByRole('checkbox', { name: /^新車/ }).check();
  await expect(page).toHaveURL(/_postcode=107-0062/);
  await expect(area.getByText('〒107-0062 東京都港区の販売店（1店舗）の在庫')).toBeVisible();
});

test('a prefecture without retailers opens the area dialog, which a new area closes', async ({ page }) => {
  await page.goto('/stock');
  const area = page.getByRole('region', { name: 'お近くの販売店の在庫を探す' });
  await area.getByLabel('都道府県').selectOption('沖縄県');
  await area.getByRole('button', { name: '販売店エリアで絞り込む' }).click();
  const dialog = page.getByRole('dialog', { name: 'この地域の販売店が見つかりませんでした' });
  await expect(dialog).toBeVisible();
  // Modal: focus moves in and stays in; the page behind is inert.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect.poll(() => page.locator('h1').evaluate((h1) => h1.closest('[inert]') !== null)).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible(); // not closable without choosing an area
  await dialog.getByLabel('都道府県').selectOption('大阪府');
  await dialog.getByRole('button', { name: '販売店エリアで絞り込む' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('大阪府の販売店（1店舗）の在庫')).toBeVisible();
});

test('a monthly budget finds the cars whose cards advertise at most that much, with the same figure on the car page', async ({
  page,
  request,
}) => {
  await page.goto('/stock');
  await page.getByText('月々のご予算から探す').click();
  await page.getByLabel('月々のお支払い').fill('80000');
  await page.getByLabel('お支払い回数').selectOption('60');
  await page.getByRole('button', { name: '月々の予算で絞り込む' }).click();
  await expect(page).toHaveURL(/_budget=80000&_term=60/);
  // 80,000円 × 60 at the default 3.9 % pays off about 435万円 of 支払総額 (used) or list price (new).
  const max = Number(await page.locator('[data-budget-max]').getAttribute('data-budget-max'));
  expect(max).toBeGreaterThan(4_300_000);
  expect(max).toBeLessThan(4_400_000);
  await expect(page.getByText(/月々80,000円・60回払い（実質年率3.9%/)).toBeVisible();
  const budgetTotal = await total(page);
  expect(budgetTotal).toBe(await apiTotal(request, `filter[display_price_lteq]=${max}`));
  expect(budgetTotal).toBeGreaterThan(0);
  expect(budgetTotal).toBeLessThan(SITE_TOTAL);
  // Every card found says 月々 at most 80,000円, with its conditions beside it.
  const monthly = page.locator('article[data-vehicle-id] [data-monthly]');
  await expect(monthly).toHaveCount(Math.min(12, budgetTotal));
  for (const text of await monthly.allTextContents()) {
    expect(Number(/月々([\d,]+)円〜/.exec(text)![1]!.replace(/,/g, ''))).toBeLessThanOrEqual(80_000);
    expect(text).toContain('60回・実質年率3.9%');
  }
  // The vehicle page shows the card's figure and every condition of the example.
  const first = (await monthly.first().textContent())!;
  const figure = /月々[\d,]+円〜/.exec(first)![0];
  await page.locator('article[data-vehicle-id] h3 a').first().click();
  const example = page.locator('[data-loan-example]');
  await expect(example.getByRole('heading', { name: /お支払い例/ })).toContainText(figure);
  for (const label of ['現金販売価格', '頭金', '支払回数（期間）', '実質年率', 'ボーナス払い', '支払総額（割賦販売価格）'])
    await expect(example.getByText(label, { exact: true })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '予算の条件をクリア' }).click();
  await expect(page).not.toHaveURL(/_budget/);
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(SITE_TOTAL));
});

test('with postcode search on, a vehicle opened from an area search leads back to that area', async ({ page }) => {
  await page.goto('/stock?_postcode=530-0001');
  await expect(page.getByText('〒530-0001 大阪府大阪市北区の販売店（1店舗）の在庫')).toBeVisible();
  const link = page.locator('article[data-vehicle-id] h3 a').first();
  await expect(link).toHaveAttribute('href', /_postcode=530-0001/);
  await link.click();
  await expect(page.locator('[data-page-kind="pdp"]')).toBeVisible();
  await page.getByRole('link', { name: '← 在庫一覧に戻る' }).click();
  await expect(page).toHaveURL(/\/stock\?.*_postcode=530-0001/);
  await expect(page.getByText('〒530-0001 大阪府大阪市北区の販売店（1店舗）の在庫')).toBeVisible();
});

test('a range slider narrows the results and puts only changed bounds in the URL', async ({ page, request }) => {
  await page.goto('/stock');
  const slider = page.getByRole('slider', { name: '走行距離 上限' });
  const max = Number(await slider.getAttribute('max'));
  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageDown');
  await slider.dispatchEvent('change');
  await expect(page).toHaveURL(/filter%5Bmileage_lteq%5D=\d+/);
  expect(page.url()).not.toContain('mileage_gteq');
  const limit = Number(new URL(page.url()).searchParams.get('filter[mileage_lteq]'));
  expect(limit).toBeLessThan(max);
  await expect(page.locator('[data-total]')).toHaveAttribute(
    'data-total',
    String(await apiTotal(request, `filter[mileage_lteq]=${limit}`)),
  );
  const narrowed = await total(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(SITE_TOTAL);
});

test('a filter change keeps the visitor where they were, announces the count, and Back brings back the controls with the results', async ({
  page,
}) => {
  await page.goto('/stock');
  const usedBox = page.getByRole('group', { name: '区分' }).getByRole('checkbox', { name: /^中古車/ });
  await usedBox.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const before = await page.evaluate(() => window.scrollY);
  await usedBox.check();
  await expect(page).toHaveURL(/state_in/);
  await expect(page.locator('[data-chip="states:used"]')).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
  // The count has focus (quietly) and is the live region: screen readers hear "N台の在庫車", not the list.
  await expect(page.locator('[data-total]')).toBeFocused();
  await expect(page.locator('[data-total]')).toHaveAttribute('role', 'status');
  const usedTotal = await total(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(SITE_TOTAL));
  await expect(usedBox).not.toBeChecked();
  await page.goForward();
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(usedTotal));
  await expect(usedBox).toBeChecked();
});

test('applied filters show as chips above the results; each removes only its own filter', async ({ page }) => {
  await page.goto('/stock?filter%5Bstate_in%5D%5B%5D=used&filter%5Bstate_in%5D%5B%5D=approved&filter%5Bmileage_lteq%5D=50000');
  const chips = page.getByRole('group', { name: '適用中の条件' });
  await expect(chips.locator('[data-chip]')).toHaveText(['中古車 ×', '認定中古車 ×', '走行距離 〜50,000km ×']);
  const both = await total(page);
  await chips.getByRole('link', { name: '中古車の条件を外す', exact: true }).click();
  await expect(page).not.toHaveURL(/state_in%5D%5B%5D=used/);
  await expect(page).toHaveURL(/mileage_lteq%5D=50000/);
  await expect(chips.locator('[data-chip]')).toHaveText(['認定中古車 ×', '走行距離 〜50,000km ×']);
  expect(await total(page)).toBeLessThan(both);
  await chips.getByRole('link', { name: 'すべての条件をクリア' }).click();
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(SITE_TOTAL));
  await expect(page.getByRole('group', { name: '適用中の条件' })).toHaveCount(0);
});

test('a search with no result keeps every filter group so it can be loosened, and a page past the end shows the last page', async ({
  page,
}) => {
  await page.goto('/stock?filter%5Bstate_in%5D%5B%5D=used&filter%5Bmileage_lteq%5D=1');
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', '0');
  await expect(page.locator('[data-no-results]')).toBeVisible();
  // The groups stay, with zero counts, and the ticked value can be unticked.
  await expect(page.getByRole('group', { name: '区分' }).getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'モデル' }).getByRole('checkbox').first()).toBeVisible();
  await page
    .getByRole('group', { name: '適用中の条件' })
    .getByRole('link', { name: /走行距離.*の条件を外す/ })
    .click();
  await expect(page).not.toHaveURL(/mileage_lteq/);
  await expect.poll(() => total(page)).toBeGreaterThan(0);

  await page.goto('/stock?page=999');
  const pages = page.getByRole('navigation', { name: 'ページ送り' });
  await expect(pages.locator('[aria-current="page"]')).toHaveText(String(SITE_PAGES));
  await expect(page.locator('article[data-vehicle-id]')).toHaveCount(SITE_TOTAL - (SITE_PAGES - 1) * 12);
  // The first and the last page are always one click away.
  await expect(pages.getByRole('link', { name: '1ページ目' })).toBeVisible();
  await page.goto('/stock');
  await pages.getByRole('link', { name: `${SITE_PAGES}ページ目` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${SITE_PAGES}`));
  await expect(page.locator('[data-total]')).toBeFocused();
  await expect(page.locator('[data-total]')).toBeInViewport();
});

test('the sort starts with 新着順, and arrowing through it settles into one history entry', async ({ page }) => {
  await page.goto('/stock');
  await page.waitForLoadState('networkidle'); // the form's island is listening
  const sort = page.getByLabel('並び替え');
  await expect(sort.locator('option').first()).toHaveText('新着順');
  await expect(sort).toHaveValue('createdAtDesc');
  const before = await page.evaluate(() => history.length);
  await sort.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=mileageAsc/);
  await expect(sort).toHaveValue('mileageAsc');
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

test('back from a vehicle page leads to the exact list the visitor came from', async ({ page }) => {
  const list = '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc&page=2';
  await page.goto(list);
  await page.waitForLoadState('networkidle');
  await page.locator('article[data-vehicle-id] h3 a').first().click();
  await expect(page.locator('[data-page-kind="pdp"]')).toBeVisible();
  await page.getByRole('link', { name: '← 在庫一覧に戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${list.replace(/[?[\]]/g, '\\$&')}$`));
  await expect(page.getByRole('navigation', { name: 'ページ送り' }).locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.getByRole('group', { name: '区分' }).getByRole('checkbox', { name: /^中古車/ })).toBeChecked();
});

test('dark buttons show the focus ring of the design tokens when reached by keyboard', async ({ page }) => {
  await page.goto('/stock');
  for (const name of ['この条件で検索', '販売店エリアで絞り込む']) {
    const button = page.getByRole('button', { name, exact: true }).first();
    await page.keyboard.press('Shift'); // the last input is the keyboard: focus() then counts as keyboard focus
    await button.focus();
    const ring = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
    expect(ring).toEqual({ visible: true, style: 'solid', width: '3px', color: 'rgb(26, 115, 232)' });
  }
});
