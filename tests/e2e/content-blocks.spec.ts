import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bootstrapToken } from './support/editor';
import { hydrated } from './support/hydration';
import { cleanupsAfterEach } from './support/test-settings';

// Journeys through the interactive blocks of the catalogue (issue 12 item 11). Pages are opened to
// network idle: an island hydrates when its own chunk has arrived (decision 0051).
const headers = { authorization: `Bearer ${bootstrapToken}` };
const cleanups = cleanupsAfterEach();
// The catalogue page hydrates many islands: give its journeys room on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

/** Publishes a page with these blocks for this test only, at a path of its own; answers the path. */
async function pageWith(request: APIRequestContext, blocks: unknown[]): Promise<string> {
  const path = `/e2e-blocks-${test.info().testId}`;
  const created = await request.post('/api/pages', { headers, data: { path, title: 'ブロックのテスト', status: 'published', blocks } });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  cleanups.push(async () => {
    expect((await request.delete(`/api/pages/${data.id}`, { headers })).ok()).toBe(true);
  });
  return path;
}

const slide = (n: number) => ({
  image: { id: 101300 + n, alt: `スライド画像${n}` },
  info: `スライド${n}の見出し`,
  description: `スライド${n}の説明`,
});
/** A hero carousel that moves on every 2 s (the shortest duration editors may set). */
const fastHeroCarousel = {
  template_key: 'hero_carousel',
  content: { fields: { autoplay: true, show_play_pause: true, slide_duration: 2000 }, field_groups: [slide(0), slide(1), slide(2)] },
};

function heroCarousel(page: Page) {
  const region = page.getByRole('region', { name: 'メインビジュアル' });
  return { region, current: region.locator('a[aria-current="true"]') };
}

/** The slide stays the same for `ms` — longer than a slide's duration. */
async function staysOn(current: Locator, ms: number): Promise<void> {
  const before = await current.textContent();
  await current.page().waitForTimeout(ms);
  await expect(current).toHaveText(before!);
}

test.describe('hero carousel', () => {
  test('moves on by itself, holds while the pointer is over it, and stops for good on the pause button', async ({ page, request }) => {
    await page.goto(await pageWith(request, [fastHeroCarousel]), { waitUntil: 'networkidle' });
    const { region, current } = heroCarousel(page);
    await expect(region).toHaveAttribute('data-enhanced', '');
    await expect(current).toHaveText('スライド0の見出し');
    await expect(current).toHaveText('スライド1の見出し', { timeout: 5_000 });

    await region.hover();
    await staysOn(current, 3_000);
    await page.mouse.move(0, 0);
    await expect(current).not.toHaveText('スライド1の見出し', { timeout: 5_000 });

    await region.getByRole('button', { name: 'スライドショーを一時停止' }).click();
    await page.mouse.move(0, 0);
    await expect(region.getByRole('button', { name: 'スライドショーを再生' })).toBeVisible();
    await staysOn(current, 3_000);
  });

  test('holds while keyboard focus is inside it', async ({ page, request }) => {
    await page.goto(await pageWith(request, [fastHeroCarousel]), { waitUntil: 'networkidle' });
    const { region, current } = heroCarousel(page);
    await expect(region).toHaveAttribute('data-enhanced', '');
    // Tab to the first slide's indicator link, as a keyboard user would.
    await region.locator('a[href^="#"]').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await staysOn(current, 3_000);
  });

  test('never moves by itself for visitors who ask for reduced motion', async ({ browser, request }) => {
    const path = await pageWith(request, [fastHeroCarousel]);
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    const { region, current } = heroCarousel(page);
    await expect(region).toHaveAttribute('data-enhanced', '');
    await expect(region.getByRole('button', { name: 'スライドショーを再生' })).toBeVisible();
    await staysOn(current, 3_000);
    // The visitor can still move it by hand.
    await region.getByRole('button', { name: '次のスライド' }).click();
    await expect(current).toHaveText('スライド1の見出し');
    await context.close();
  });
});

test('a hotspot opens its text and Escape closes it, focus staying on the point', async ({ page }) => {
  await page.goto('/block-catalogue', { waitUntil: 'networkidle' });
  const block = page.locator('[data-block="hotspots_container"]');
  const point = block.getByRole('group', { name: '画像内のポイント' }).getByRole('button').first();
  const popover = block.locator('li[popover]').first();
  await expect(popover).toBeHidden();
  await point.click();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(point).toBeFocused();
  // The close button inside the text does the same.
  await point.click();
  await popover.getByRole('button', { name: '閉じる' }).click();
  await expect(popover).toBeHidden();
});

test('the gallery filters by category and shows the images full screen until Escape', async ({ page }) => {
  await page.goto('/block-catalogue', { waitUntil: 'networkidle' });
  const gallery = page.locator('[data-block="gallery"]');
  const images = gallery.locator('li:visible img');
  const all = await images.count();
  expect(all).toBeGreaterThan(1);
  const filter = gallery.getByRole('group', { name: 'カテゴリーで絞り込む' });
  await hydrated(gallery.locator('a[data-gallery-index]').first());
  // The radios are drawn as their labels (buttons to the eye).
  await filter.getByRole('radio').nth(1).check();
  await expect.poll(() => images.count()).toBeLessThan(all);
  await expect(gallery.locator('p[aria-live="polite"]')).toHaveText(`${await images.count()}枚の画像を表示しています`);
  await filter.getByRole('radio', { name: 'すべて' }).check();
  await expect.poll(() => images.count()).toBe(all);

  const opener = gallery.locator('li:visible a[data-gallery-index]').first();
  await opener.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('p[aria-live="polite"]')).toContainText(`${all}枚中1枚目`);
  await viewer.getByRole('button', { name: '次の画像' }).click();
  await expect(viewer.locator('p[aria-live="polite"]')).toContainText(`${all}枚中2枚目`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a carousel moves with its buttons, which are disabled at its ends', async ({ page }) => {
  await page.goto('/block-catalogue', { waitUntil: 'networkidle' });
  const block = page.locator('[data-block="same_size_carousel"]');
  await block.scrollIntoViewIfNeeded();
  const carousel = block.getByRole('region').first();
  await expect(carousel).toHaveAttribute('data-carousel-ready', '');
  const previous = block.getByRole('button', { name: '前へ' });
  const next = block.getByRole('button', { name: '次へ' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(previous).toBeDisabled();
});

test('the timer counts down and pauses on its button', async ({ page }) => {
  await page.goto('/block-catalogue', { waitUntil: 'networkidle' });
  const block = page.locator('[data-block="timer"]');
  const pause = block.getByRole('button', { name: 'カウントダウンを一時停止' });
  await hydrated(pause);
  const seconds = block.getByRole('timer');
  // By keyboard: islands above it still settle their heights, and a click could land beside it.
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', { name: 'カウントダウンを再開' })).toBeVisible();
  const frozen = await seconds.textContent();
  await page.waitForTimeout(2_000);
  await expect(seconds).toHaveText(frozen!);
  await page.keyboard.press('Enter');
  await expect(seconds).not.toHaveText(frozen!, { timeout: 3_000 });
});
