import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';

// The demo model pages (issue 12 item 9) and the interactive blocks on them: page tabs by keyboard
// and URL hash, the 360 views by drag and keys, the standard-equipment modal, model selection events.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

async function openDefender(page: Page, hash = '') {
  await page.goto(`/models/defender${hash}`, { waitUntil: 'networkidle' });
  // The tabs become tabs (and the islands in their panels run) once the visitor scrolls near them.
  await page.locator('[data-block="section_tabs"]').scrollIntoViewIfNeeded();
  const tablist = page.getByRole('tablist', { name: 'ディフェンダーを知る' });
  await hydrated(tablist);
  return tablist;
}

test('a visitor goes from /models to a model page with figures and price from the model catalogue', async ({ page }) => {
  await page.goto('/models');
  await page.getByRole('link', { name: 'ディフェンダーを見る' }).click();
  await expect(page).toHaveURL(/\/models\/defender$/);
  const summary = page.locator('[data-block="model_summary"]');
  await expect(summary.getByRole('heading', { name: 'ディフェンダー 110 D300' })).toBeVisible();
  for (const figure of ['最高速度', '0-100km/h加速', '燃料消費率（WLTCモード）']) await expect(summary.getByText(figure)).toBeVisible();
  await expect(summary.getByText(/\d+ ?km\/h/).first()).toBeVisible();
  await expect(summary.getByText('メーカー希望小売価格（消費税込）')).toBeVisible();
  await expect(summary.getByText(/[\d,]+円〜|[\d,.]+万円〜/)).toBeVisible();
  // The grades list every Defender 110 derivative of the catalogue, each with its price.
  const grades = page.locator('[data-block="derivatives"] li');
  expect(await grades.count()).toBeGreaterThan(3);
  // …and the family's cars in stock are a click away, in the stock search with the models ticked.
  await page.getByRole('link', { name: '在庫車をすべて見る' }).click();
  await expect(page).toHaveURL(/\/stock\?/);
  expect(new URL(page.url()).searchParams.getAll('filter[nameplate_name_in][]')).toEqual(['defender_90', 'defender_110', 'defender_130']);
  const cards = page.locator('article[data-vehicle-id]');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('ディフェンダー');
});

test('page tabs: arrow keys, Home and End move between tabs, only the current panel shows, and the URL says which', async ({ page }) => {
  const tablist = await openDefender(page);
  const tab = (name: string) => tablist.getByRole('tab', { name });
  const galleryBlock = page.locator('[data-block="gallery"]');
  const interiorBlock = page.locator('[data-block="interior_360"]');
  await expect(tab('デザイン')).toHaveAttribute('aria-selected', 'true');
  await expect(galleryBlock).toBeVisible();
  await expect(interiorBlock).toBeHidden();

  await tab('デザイン').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('インテリア')).toBeFocused();
  await expect(tab('インテリア')).toHaveAttribute('aria-selected', 'true');
  await expect(interiorBlock).toBeVisible();
  await expect(galleryBlock).toBeHidden();
  await expect(page).toHaveURL(/#interior$/);

  await page.keyboard.press('End');
  await expect(tab('スペック')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-block="specification_at_a_glance"]')).toBeVisible();
  await page.keyboard.press('ArrowRight'); // wraps round
  await expect(tab('デザイン')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('デザイン')).toBeFocused();
  // One tab stop: Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(tab('インテリア')).not.toBeFocused();
});

test('page tabs: a link with a tab in its hash opens that tab', async ({ page }) => {
  const tablist = await openDefender(page, '#specifications');
  await expect(tablist.getByRole('tab', { name: 'スペック' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-block="specification_accordion"]')).toBeVisible();
  await expect(page.locator('[data-block="gallery"]')).toBeHidden();
});

test('exterior 360: after the visitor starts it, dragging and the arrow keys turn the car', async ({ page }) => {
  await openDefender(page);
  const block = page.locator('[data-block="exterior_360"]');
  const start = await hydrated(block.getByRole('button', { name: /クリックして操作/ }));
  await start.click();
  const slider = block.getByRole('slider');
  await expect(slider).toBeVisible();
  const before = await slider.getAttribute('aria-valuetext');
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(slider).not.toHaveAttribute('aria-valuetext', before!);
  const dragged = await slider.getAttribute('aria-valuetext');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).not.toHaveAttribute('aria-valuetext', dragged!);
  await expect(slider).toHaveAttribute('aria-valuetext', /°（36枚中\d+枚目）/);
});

test('interior 360: drag to look round, RESET TO DASH comes back, EXIT returns focus to the start button', async ({ page }) => {
  await openDefender(page, '#interior');
  const block = page.locator('[data-block="interior_360"]');
  const start = await hydrated(block.getByRole('button', { name: /クリックして操作/ }));
  await start.click();
  const view = block.getByRole('slider');
  await expect(view).toHaveAttribute('aria-valuetext', 'ダッシュボード正面');
  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 250, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(view).toHaveAttribute('aria-valuetext', /ダッシュボードから(右|左)へ\d+°/);
  await block.getByRole('button', { name: 'ダッシュボードに戻る' }).click();
  await expect(view).toHaveAttribute('aria-valuetext', 'ダッシュボード正面');
  await block.getByRole('button', { name: '終了' }).click();
  await expect(block.getByRole('button', { name: /クリックして操作/ })).toBeFocused();
});

test('the standard equipment opens in a modal that Escape closes, focus going back to its button', async ({ page }) => {
  await page.goto('/models/defender', { waitUntil: 'networkidle' });
  const summary = page.locator('[data-block="model_summary"]');
  await summary.scrollIntoViewIfNeeded();
  const open = await hydrated(summary.getByRole('button', { name: '標準装備を見る' }));
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(3);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('choosing a grade pushes a model selection event with the model and the grade', async ({ page }) => {
  await page.goto('/models/defender', { waitUntil: 'networkidle' });
  const link = await hydrated(page.locator('[data-block="derivatives"] a[data-analytics="model_selection"]').first());
  // The shell's one delegated listener is there once the page view has been pushed.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'page_view')),
    )
    .toBe(true);
  // Keep the visitor on the page so the data layer can be read after the click.
  await page.evaluate(() => addEventListener('click', (event) => event.preventDefault(), { capture: true }));
  await link.click();
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.event === 'model_selection'),
  );
  expect(events).toEqual([
    expect.objectContaining({ event: 'model_selection', action: 'select', model: 'defender_110', label: expect.any(String) }),
  ]);
});

test('tabbed component: the 360 tab shows the exterior viewer, moving by keyboard', async ({ page }) => {
  await page.goto('/models/range-rover', { waitUntil: 'networkidle' });
  const block = page.locator('[data-block="tabbed_component"]');
  await block.scrollIntoViewIfNeeded();
  const tablist = await hydrated(block.getByRole('tablist'));
  const tabs = tablist.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('tabpanel')).toHaveCount(1);
  await expect(block.getByRole('tabpanel').locator('img').first()).toBeVisible();
});

test('section image tabs: a picture tab shows its own blocks', async ({ page }) => {
  await page.goto('/models/discovery', { waitUntil: 'networkidle' });
  await page.locator('[data-block="section_image_tabs"]').scrollIntoViewIfNeeded();
  const tablist = await hydrated(page.getByRole('tablist', { name: 'シーンで選ぶ' }));
  await tablist.getByRole('tab', { name: '荷物を積む' }).click();
  await expect(page).toHaveURL(/#cargo$/);
  await expect(page.locator('[data-block="seat_slider"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: '3列目まで大人がくつろげる' })).toBeHidden();
});
