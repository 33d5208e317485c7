import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/**
 * News (decision 0045): the demo's /news page lists eight articles, six to a page, newest first;
 * an article's back link returns to the list page the visitor came from (`visitedNewsPages`).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

const japaneseDate = /^\d{4}年\d{1,2}月\d{1,2}日$/;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'ニュースのページ送り' });

test('news list → article → back returns to the same list page, dates in Japanese', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ニュース');
  await expect(cards(page)).toHaveCount(6);
  // Newest first, dated the Japanese way.
  await expect(cards(page).first().locator('time')).toHaveText('2026年11月20日');
  await expect(cards(page).first().locator('time')).toHaveAttribute('datetime', '2026-11-20');
  for (const date of await cards(page).locator('time').allTextContents()) expect(date).toMatch(japaneseDate);
  await expect(pager(page)).toContainText('1 / 2ページ');

  await pager(page).getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(/\/news\?currentPage=2$/);
  await expect(pager(page)).toContainText('2 / 2ページ');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first().locator('time')).toHaveText('2026年7月15日');

  const title = (await cards(page).first().getByRole('heading', { level: 2 }).textContent())!;
  await cards(page).first().getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('main').locator('time').first()).toHaveText(japaneseDate);

  const back = page.getByRole('link', { name: 'ニュース一覧に戻る' });
  await expect(back).toHaveAttribute('href', '/news?currentPage=2');
  await back.click();
  await expect(page).toHaveURL(/\/news\?currentPage=2$/);
  await expect(pager(page)).toContainText('2 / 2ページ');
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(title);
});

test('the read-more link opens the article, whose back link goes to page 1 when that is where the visitor was', async ({ page }) => {
  await page.goto('/news');
  const first = cards(page).first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await first.getByRole('link', { name: `続きを読む：${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'ニュース一覧に戻る' })).toHaveAttribute('href', '/news?currentPage=1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list pages and the back link (to the first page) still work', async ({ page }) => {
    await page.goto('/news?currentPage=2');
    await expect(cards(page)).toHaveCount(2);
    await cards(page).first().getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'ニュース一覧に戻る' })).toHaveAttribute('href', '/news');
  });
});

test('an unknown article is the 404 page', async ({ page }) => {
  const response = await page.goto('/news/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('axe finds no serious or critical violation on the list and an article', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/news', '/news?currentPage=2', '/news/recall-defender-rear-view-camera']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
  }
  expect(found).toEqual([]);
});
