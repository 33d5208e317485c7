import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

/** The stock list filtered by one model, as the site search links it (decision 0041). */
const modelHref = (nameplate: string) => `/stock?filter%5Bnameplate_name_in%5D%5B%5D=${nameplate}`;

/** Types the query into the search page's own form and sends it, as a visitor does. */
async function search(page: Page, query: string) {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('サイト内検索');
  const form = page.getByRole('main').getByRole('search');
  await form.getByRole('searchbox', { name: 'サイト内検索のキーワード' }).fill(query);
  await form.getByRole('button', { name: '検索', exact: true }).click();
}

/** The results: a section named by its heading 「…」の検索結果：N件. */
const results = (page: Page) => page.getByRole('region', { name: /の検索結果：\d+件$/ });

test('a visitor finds a model from part of its katakana name, with the match marked', async ({ page }) => {
  await search(page, 'ヴェラー');
  await expect(page).toHaveURL(/\/search\?q=%E3%83%B4%E3%82%A7%E3%83%A9%E3%83%BC$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(/^「ヴェラー」の検索結果：\d+件$/);
  const model = results(page).locator(`a[href="${modelHref('range_rover_velar')}"]`);
  await expect(model).toHaveText('レンジローバー ヴェラール');
  await expect(model.locator('mark')).toHaveText('ヴェラー');
  // The inner locator of `has` is matched inside each item, so it starts from the page.
  const item = results(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${modelHref('range_rover_velar')}"]`) });
  await expect(item).toContainText('在庫車');
  await model.click();
  await expect(page).toHaveURL(new RegExp(`${modelHref('range_rover_velar').replace(/[?[\]]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫車を探す');
});

test('half-width katakana and hiragana find the same model', async ({ page }) => {
  for (const query of ['ﾃﾞｨﾌｪﾝﾀﾞｰ 110', 'でぃふぇんだー 110']) {
    await search(page, query);
    const model = results(page).locator(`a[href="${modelHref('defender_110')}"]`);
    await expect(model).toHaveText('ディフェンダー 110');
    await expect(model.locator('mark')).toHaveText(['ディフェンダー', '110']);
  }
});

test('a search with no results says so in Japanese and keeps the query in the box', async ({ page }) => {
  await search(page, 'ぬぬぬぬ');
  await expect(
    page.getByText('申し訳ありません。検索結果が見つかりませんでした。別のキーワードまたはフレーズでもう一度お試しください。'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'サイト内検索のキーワード' })).toHaveValue('ぬぬぬぬ');
  await expect(results(page)).toHaveCount(0);
});

test('/search without a query shows only the form, and deeper paths are the 404 page', async ({ page }) => {
  const response = await page.goto('/search');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'サイト内検索のキーワード' })).toHaveValue('');
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByText('検索結果が見つかりませんでした', { exact: false })).toHaveCount(0);
  expect((await page.goto('/search/anything'))?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form and the results work as plain HTML', async ({ page }) => {
    await search(page, 'ローバー');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(/^「ローバー」の検索結果：\d+件$/);
    await expect(results(page).locator(`a[href="${modelHref('range_rover')}"] mark`)).toHaveText('ローバー');
  });
});
