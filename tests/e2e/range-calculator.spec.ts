import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';

// The electric range calculator (issue 13 item 5, decision 0064) on its demo page, on a phone: the
// estimate follows every control, by touch and by keyboard, is said to screen readers once settled,
// reaches the data layer as one powertrain_tool event, and each filter's explanation opens in the
// site's modal. The demo page reads public/demo/range/range-data.json.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const path = '/tools/range-calculator';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

async function openCalculator(page: Page) {
  await page.goto(path, { waitUntil: 'networkidle' });
  const block = page.locator('[data-block="electric_range_calculator"]');
  await hydrated(block.getByLabel('車種を選ぶ'));
  return {
    block,
    figure: block.locator('p', { hasText: /^約[\d,]+km$/ }),
    status: block.getByRole('status'),
    radio: (group: string, name: string) => block.getByRole('radiogroup', { name: group }).getByRole('radio', { name }),
  };
}

const powertrainEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'powertrain_tool'),
  );

test('a visitor on a phone estimates the I-PACE’s range for a cold motorway trip', async ({ page }) => {
  const { block, figure, status, radio } = await openCalculator(page);
  await expect(block.getByRole('heading', { level: 3 })).toHaveText('ジャガー I-PACE');
  // The default conditions: 20 °C, climate control on, combined, the driver alone, 18-inch wheels.
  await expect(figure).toHaveText('約425km');
  await expect(block.getByText('WLTCモード 438km（18インチホイール）')).toBeVisible();
  await expect(status).toHaveText('');

  await radio('走行環境', '高速道路').tap();
  await expect(radio('走行環境', '高速道路')).toBeChecked();
  await expect(figure).toHaveText('約350km');

  // The slider's coldest step (Home), as the phone's screen reader or a connected keyboard moves it.
  const slider = block.getByRole('slider', { name: '外気温' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', '-10℃');
  await expect(figure).toHaveText('約265km');

  // Preconditioning on the plug wins some of it back.
  await block.getByRole('switch', { name: 'プレコンディショニング' }).tap();
  await expect(block.getByRole('switch', { name: 'プレコンディショニング' })).toBeChecked();
  await expect(figure).toHaveText('約290km');

  await radio('乗車人数', '4人').tap();
  await expect(figure).toHaveText('約285km');

  // Once the choice has settled: said to screen readers, and an analytics event — at most one per
  // change made here (they come quickly, so usually one in all), never one per step.
  await expect(status).toHaveText('ジャガー I-PACEの推定航続距離は約285kmです（WLTCモード値の65%）。');
  await expect
    .poll(async () => (await powertrainEvents(page)).at(-1), { timeout: 10_000 })
    .toEqual(expect.objectContaining({ event: 'powertrain_tool', action: 'calculate', powertrain: 'bev', label: 'ジャガー I-PACE' }));
  expect((await powertrainEvents(page)).length).toBeLessThanOrEqual(4);
});

test('without a mouse: the car, its engine, the wheels and the conditions all change from the keyboard', async ({ page }) => {
  const { block, status, radio } = await openCalculator(page);
  const select = block.getByLabel('車種を選ぶ');
  await select.focus();
  await select.selectOption({ label: 'レンジローバー' });
  await expect(block.getByRole('heading', { level: 3 })).toHaveText('レンジローバー');
  const ev = block.locator('p', { hasText: /^約\d+km$/ });
  await expect(ev).toHaveText('約110km');
  await expect(block.getByText('プラグインハイブリッド車：モーターだけで走れる距離（EV走行距離）の目安です。')).toBeVisible();

  // Radio groups: arrow keys move the choice.
  await radio('パワートレイン', 'P440e').focus();
  await page.keyboard.press('ArrowRight');
  await expect(radio('パワートレイン', 'P510e')).toBeChecked();
  await radio('ホイールサイズ', '21インチ').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(radio('ホイールサイズ', '23インチ')).toBeChecked();
  await expect(block.getByText('WLTCモード 105km（23インチホイール）')).toBeVisible();

  // The slider: Home is the coldest choice, each arrow one step.
  const slider = block.getByRole('slider', { name: '外気温' });
  await slider.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '-5℃');

  // Space switches climate control off.
  const climate = block.getByRole('switch', { name: 'エアコン（冷暖房）' });
  await climate.focus();
  await page.keyboard.press('Space');
  await expect(climate).not.toBeChecked();

  await expect(status).toHaveText(/^レンジローバー P510eの推定航続距離は約\d+kmです（WLTCモード値の\d+%）。$/);
});

test('each filter explains itself in a modal that Escape closes, focus going back to its button', async ({ page }) => {
  const { block } = await openCalculator(page);
  for (const [button, title] of [
    ['走行環境について', '走行環境について'],
    ['ホイールサイズについて', 'ホイールサイズについて'],
    ['エアコン（冷暖房）について', 'エアコン（冷暖房）について'],
    ['プレコンディショニングについて', 'プレコンディショニングについて'],
  ] as const) {
    const open = block.getByRole('button', { name: button });
    await open.tap();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
    expect(await dialog.locator('p').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  }
  // The close button closes it too.
  await block.getByRole('button', { name: '走行環境について' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).tap();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('nothing moves as the page loads and hydrates, and axe finds nothing serious, with a modal open too', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const { block } = await openCalculator(page);
  await block.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
  expect(await seriousViolations(page)).toEqual([]);
  await block.getByRole('button', { name: '走行環境について' }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
