import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

/** The first car the stock page links to. */
async function vehiclePath(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/stock')).text();
  const path = /href="(\/showroom\/[^"?]+)/.exec(list)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

/** Opens a vehicle page and waits for the gallery's island: before it hydrates the strip only scrolls. */
async function openGallery(page: Page, request: APIRequestContext) {
  await page.goto(await vehiclePath(request));
  const gallery = page.getByRole('region', { name: /の写真$/ });
  const viewport = gallery.locator('[data-ready]');
  await expect(viewport).toBeVisible();
  const count = gallery.locator('[data-gallery-count] [aria-hidden="true"]');
  const slides = gallery.locator('li[aria-roledescription="slide"]');
  const thumbs = gallery.getByRole('button', { name: /^写真\d+を表示$/ });
  // Every demo car has four photos: front three-quarter, side, rear three-quarter and cabin.
  await expect(slides).toHaveCount(4);
  await expect(thumbs).toHaveCount(4);
  return { gallery, viewport, count, slides, thumbs };
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`vehicle gallery (${name})`, () => {
    test.use({ viewport });

    test('shows the first photo with high priority, and next moves to the second', async ({ page, request }) => {
      const { gallery, count, slides, thumbs } = await openGallery(page, request);
      // The first photo is the LCP element: server-rendered, eager, high priority.
      await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(count).toHaveText('1/4');
      await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByRole('button', { name: '前の写真' })).toHaveAttribute('aria-disabled', 'true');

      await gallery.getByRole('button', { name: '次の写真' }).click();
      await expect(count).toHaveText('2/4');
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      await expect(slides.first()).not.toBeInViewport({ ratio: 0.1 });
      await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');
      // The count is announced politely as a sentence, not read out as "2 slash 4".
      await expect(gallery.locator('[aria-live="polite"]')).toHaveText('4枚中2枚目の写真');

      await gallery.getByRole('button', { name: '前の写真' }).click();
      await expect(count).toHaveText('1/4');
    });

    test('a thumbnail shows its photo and the arrow keys move while the gallery has focus', async ({ page, request }) => {
      const { viewport: strip, count, slides, thumbs } = await openGallery(page, request);
      await thumbs.nth(2).click();
      await expect(count).toHaveText('3/4');
      await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
      await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');

      await strip.focus();
      await page.keyboard.press('ArrowRight');
      await expect(count).toHaveText('4/4');
      await expect(slides.nth(3)).toBeInViewport({ ratio: 0.9 });
      // The last photo is the end: → stays there, ← goes back, Home to the first.
      await page.keyboard.press('ArrowRight');
      await expect(count).toHaveText('4/4');
      await page.keyboard.press('ArrowLeft');
      await expect(count).toHaveText('3/4');
      await page.keyboard.press('Home');
      await expect(count).toHaveText('1/4');
    });

    test('full screen opens a dialog at the current photo; Escape closes it and focus returns to the button', async ({ page, request }) => {
      const { gallery, count } = await openGallery(page, request);
      await gallery.getByRole('button', { name: '次の写真' }).click();
      await expect(count).toHaveText('2/4');

      const opener = gallery.getByRole('button', { name: '全画面で見る' });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[aria-hidden="true"]').filter({ hasText: /^\d+\/\d+$/ })).toHaveText('2/4');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('[aria-hidden="true"]').filter({ hasText: /^\d+\/\d+$/ })).toHaveText('3/4');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // The page's gallery follows where the visitor went full screen.
      await expect(count).toHaveText('3/4');
    });
  });
}

test.describe('vehicle gallery swipe', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dragging the photo to the left shows the next one', async ({ page, request }) => {
    const { viewport: strip, count, slides } = await openGallery(page, request);
    const box = (await strip.boundingBox())!;
    // Above the previous/next buttons, which sit at mid-height on both edges.
    const y = box.y + box.height * 0.2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 12 });
    await page.mouse.up();
    await expect(count).toHaveText('2/4');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  });
});
