import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * Analytics (site.md §7, decision 0046): the campaign cookie is kept only once the visitor accepts
 * marketing cookies, page_view carries the consent and the currency, and footer link clicks reach
 * the data layer as navigation events. Events may wait up to 5000 ms for a tag manager, hence the
 * longer polls.
 */

const campaignQuery = 'utm_source=newsletter&utm_medium=email&utm_campaign=spring_test_drive&gclid=E2E-gclid-1';
const waitForAnalytics = { timeout: 10_000 };

const banner = (page: Page) => page.getByRole('region', { name: 'Cookieの設定' });
const campaignCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'campaign_params');
const lastPageView = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').at(-1));

test('landing from a campaign and accepting cookies keeps the campaign; page_view reports accepted, in yen', async ({ page, context }) => {
  await page.goto(`/?${campaignQuery}`);
  await expect(banner(page)).toBeVisible();
  // Before the visitor decides nothing is kept.
  expect(await campaignCookie(context)).toBeUndefined();

  await banner(page).getByRole('button', { name: 'すべて同意する' }).click();
  await expect.poll(async () => (await campaignCookie(context))?.value).toBe(campaignQuery);
  const cookie = (await campaignCookie(context))!;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // The next page, without the campaign in its URL, reports the consent and the kept campaign.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => lastPageView(page), waitForAnalytics)
    .toMatchObject({
      event: 'page_view',
      consent_status: 'accepted',
      currency: 'jpy',
      language: 'ja',
      market: 'jp',
      application: 'brand-site',
      page_path: '/about',
      campaign: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring_test_drive', gclid: 'E2E-gclid-1' },
    });
  expect((await campaignCookie(context))?.value).toBe(campaignQuery);
});

test('rejecting cookies keeps no campaign, and page_view shows none', async ({ page, context }) => {
  await page.goto(`/?${campaignQuery}`);
  await banner(page).getByRole('button', { name: '必須Cookieのみ許可' }).click();
  await page.goto('/about');
  await expect.poll(() => lastPageView(page), waitForAnalytics).toMatchObject({ consent_status: 'rejected', currency: 'jpy' });
  expect(await lastPageView(page)).not.toHaveProperty('campaign');
  expect(await campaignCookie(context)).toBeUndefined();
});

test('a click on a footer link pushes a navigation event with its text and URL', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
  await page.goto('/');
  const link = page.locator('footer a[href]').filter({ hasText: /\S/ }).first();
  await expect(link).toBeVisible();
  const text = ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const url = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href);
  // Keep the page (and its data layer) where it is: nothing may follow the link.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
  await link.click();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'navigation')), waitForAnalytics)
    .toEqual([{ event: 'navigation', navigation_area: 'footer', link_text: text.slice(0, 100), link_url: url }]);
});

test('opening and closing a question of the FAQ accordion pushes accordion events with the question', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
  await page.goto('/');
  // The click listener starts with the page's analytics, which page_view shows.
  await expect.poll(() => lastPageView(page), waitForAnalytics).toBeTruthy();
  const question = page.locator('[data-analytics="accordion"] summary').first();
  const label = ((await question.textContent()) ?? '').trim();
  await question.click();
  await expect(page.locator('[data-analytics="accordion"] details').first()).toHaveAttribute('open', '');
  await question.click();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'accordion')), waitForAnalytics)
    .toEqual([
      { event: 'accordion', action: 'open', label },
      { event: 'accordion', action: 'close', label },
    ]);
});
