import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';
import { hydrated } from './support/hydration';

// The owner tools (issue 13 item 6, decision 0065) on their demo pages, on a phone: the map update
// tool with its 'HOW TO UPDATE' modals, the infotainment identifier, the sections select, and the
// VIN checker against the demo recall list (src/features/recalls/demo-recalls.ts); then an admin
// keeps the recall list and a visitor's check follows it at once.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const mapUpdatePath = '/owners/map-update';
const recallCheckPath = '/owners/recall-check';
// The demo recall list's vehicles (demoRecallVins).
const vins = {
  affected: 'SALEA7AN4R2104815',
  twoCampaigns: 'SALEA7BW3S2110263',
  remedied: 'SALKA9A73RA301562',
  notAffected: 'SALEA7ANXR2150066',
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

const dataLayerEvents = (page: Page, kind: string) =>
  page.evaluate((k) => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === k), kind);

test.describe('select vehicle to update', () => {
  test('a visitor finds the system of their vehicle and year, reads how to update it in the modal, then sees every system', async ({
    page,
  }) => {
    await page.goto(mapUpdatePath, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="select_vehicle_to_update"]');
    await expect(block.getByRole('heading', { level: 1 })).toHaveText('地図・ソフトウェアの更新');
    const vehicle = await hydrated(block.getByLabel('車種', { exact: true }));
    const year = block.getByLabel('モデルイヤー', { exact: true });
    const status = block.getByRole('status');
    // The blocks the systems hold are in their modals, not on the page.
    await expect(page.getByRole('heading', { name: '地図更新ツールの入手方法' })).toBeHidden();

    await block.getByRole('button', { name: '表示する' }).tap();
    await expect(block.getByText('車種を選択してください。')).toBeVisible();
    await expect(vehicle).toBeFocused();

    await vehicle.selectOption({ label: 'レンジローバー' });
    await expect(year).toBeEnabled();
    await year.selectOption({ label: '2020年モデル' });
    await block.getByRole('button', { name: '表示する' }).tap();
    await expect(status).toHaveText('レンジローバー 2020年モデルのシステム：1件');
    await expect(block.getByRole('heading', { name: 'Touch Pro', exact: true })).toBeVisible();
    await expect(block.getByRole('heading', { name: 'Pivi Pro', exact: true })).toBeHidden();
    // Events wait for the tag manager, at most 5 s (decision 0046).
    await expect
      .poll(() => dataLayerEvents(page, 'model_selection'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ action: 'select', model: 'range_rover', label: 'map_update:2020' })]);

    const howTo = block.getByRole('button', { name: /更新方法を見る\s*（Touch Pro）/ });
    await howTo.tap();
    const modal = page.getByRole('dialog', { name: '更新方法' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('listitem').first()).toContainText('USBメモリーに最新の地図を保存します');
    await expect(modal.getByRole('heading', { name: '地図更新ツールの入手方法' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(howTo).toBeFocused();

    await block.getByRole('link', { name: 'すべてのシステムを見る' }).tap();
    await expect(status).toHaveText('すべてのシステム：2件');
    await expect(block.getByRole('heading', { name: 'Pivi Pro', exact: true })).toBeVisible();

    await block.getByRole('button', { name: 'クリア' }).tap();
    await expect(status).toHaveText('選択をクリアしました。');
    await expect(vehicle).toHaveValue('');
    await expect(year).toBeDisabled();
    await expect(block.getByRole('heading', { name: 'Touch Pro', exact: true })).toBeHidden();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto(mapUpdatePath, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="select_vehicle_to_update"]');
    const vehicle = await hydrated(block.getByLabel('車種', { exact: true }));
    await vehicle.focus();
    await vehicle.selectOption({ label: 'ディフェンダー' });
    await page.keyboard.press('Tab');
    await block.getByLabel('モデルイヤー', { exact: true }).selectOption({ label: '2025年モデル' });
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', { name: '表示する' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toHaveText('ディフェンダー 2025年モデルのシステム：1件');
    await block.getByRole('button', { name: /更新方法を見る\s*（Pivi Pro）/ }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('dialog', { name: '更新方法' }).getByRole('heading', { name: '無線アップデート（SOTA）について' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('infotainment system identifier', () => {
  test('a visitor picks their vehicle in the modal, sees its system under the title, and changes it', async ({ page }) => {
    await page.goto(mapUpdatePath, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="infotainment_system_identifier"]');
    const choose = await hydrated(block.getByRole('button', { name: 'お乗りのお車を選ぶ' }));
    await expect(block.getByRole('heading', { level: 3, name: /のインフォテインメントシステム$/ })).toHaveCount(0);

    await choose.tap();
    const modal = page.getByRole('dialog', { name: 'お乗りのお車をお選びください' });
    await modal.getByRole('button', { name: '表示する' }).tap();
    await expect(modal.getByText('車種を選択してください。')).toBeVisible();
    await modal.getByLabel('車種').selectOption({ label: 'レンジローバー（2018〜2020年モデル）' });
    await modal.getByRole('button', { name: '表示する' }).tap();
    await expect(modal).toBeHidden();
    await expect(block.getByRole('heading', { name: 'レンジローバー（2018〜2020年モデル）のインフォテインメントシステム' })).toBeVisible();
    await expect(block.getByText('Touch Pro Duo').filter({ visible: true })).toHaveCount(1);
    await expect(block.getByRole('status')).toHaveText('レンジローバー（2018〜2020年モデル）のインフォテインメントシステム');
    const change = block.getByRole('button', { name: '車種を変更' });
    await expect(change).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modal.getByLabel('車種')).toHaveValue('4');
    await modal.getByLabel('車種').selectOption({ label: 'ディフェンダー（2020年モデル以降）' });
    await modal.getByRole('button', { name: '表示する' }).tap();
    await expect(block.getByRole('heading', { name: 'ディフェンダー（2020年モデル以降）のインフォテインメントシステム' })).toBeVisible();
    await expect(block.getByText('Pivi Pro').filter({ visible: true })).toHaveCount(1);
    await expect(block.getByRole('heading', { name: 'レンジローバー（2018〜2020年モデル）のインフォテインメントシステム' })).toBeHidden();
  });
});

test.describe('dropdown sections select', () => {
  test('a visitor picks a system and sees only its questions, changes it, then shows everything again', async ({ page }) => {
    await page.goto(mapUpdatePath, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="dropdown_sections_select"]');
    const pivi = page.locator('#faq-pivi-pro');
    const touch = page.locator('#faq-touch-pro');
    await expect(pivi).toBeVisible();
    await expect(touch).toBeVisible();

    await (await hydrated(block.getByRole('button', { name: 'システムを選ぶ' }))).tap();
    const modal = page.getByRole('dialog', { name: 'お乗りのお車のシステムをお選びください' });
    await modal.getByLabel('インフォテインメントシステム').selectOption({ label: 'Pivi Pro' });
    await modal.getByRole('button', { name: '表示する' }).tap();
    await expect(pivi).toBeVisible();
    await expect(touch).toBeHidden();
    await expect(block.getByRole('status')).toHaveText('「Pivi Pro」の内容を表示しています。');

    await block.getByRole('button', { name: '変更' }).tap();
    await modal.getByLabel('インフォテインメントシステム').selectOption({ label: 'Touch Pro / Touch Pro Duo' });
    await modal.getByRole('button', { name: '表示する' }).tap();
    await expect(touch).toBeVisible();
    await expect(pivi).toBeHidden();

    await block.getByRole('button', { name: 'すべて表示' }).tap();
    await expect(pivi).toBeVisible();
    await expect(touch).toBeVisible();
    await expect(block.getByRole('button', { name: 'システムを選ぶ' })).toBeFocused();
  });
});

test.describe('local VIN checker', () => {
  async function openChecker(page: Page) {
    await page.goto(recallCheckPath, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="local_vin_checker"]');
    const input = await hydrated(block.getByLabel('車台番号（VIN）を入力'));
    return { block, input, status: block.getByRole('status'), check: block.getByRole('button', { name: '確認する' }) };
  }

  test('an owner mistypes the VIN, is told why at the field, then learns the car is in a recall and how to book the repair', async ({
    page,
  }) => {
    const { block, input, status, check } = await openChecker(page);
    await input.fill('SALEA7AN4R21O4815');
    await check.tap();
    await expect(block.getByText('VINには I・O・Q の文字は使われません。数字の 1・0 と取り違えていないかご確認ください。')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();

    await input.fill(vins.affected.toLowerCase());
    await check.tap();
    await expect(status).toContainText('部品交換のご予約をお願いいたします');
    await expect(block.getByText(`${vins.affected} の確認結果`)).toBeVisible();
    await expect(block.getByText('ディフェンダー 後退時車両直後確認装置（リヤビューカメラ）の不具合')).toBeVisible();
    await expect(block.getByText('外-4512')).toBeVisible();
    await expect(block.getByText('2026年10月23日')).toBeVisible();
    await expect(block.getByRole('link', { name: 'サービス入庫を予約する' })).toHaveAttribute('href', '/visit');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('answers not affected, repaired, and two campaigns, from the keyboard', async ({ page }) => {
    const { block, input, status } = await openChecker(page);
    await input.fill(vins.notAffected);
    await input.press('Enter');
    await expect(status).toHaveText('お客様のお車は対象車両ではありません。');
    await expect(block.getByRole('link', { name: 'サービス入庫を予約する' })).toHaveCount(0);

    await input.fill(vins.remedied);
    await input.press('Enter');
    await expect(status).toHaveText('お客様のお車は下記の対象でしたが、改善措置（修理）はすでに完了しています。');
    await expect(block.getByText('実施済み', { exact: true })).toBeVisible();

    await input.fill(vins.twoCampaigns);
    await input.press('Enter');
    await expect(status).toContainText('部品交換のご予約');
    await expect(block.getByText('外-4512')).toBeVisible();
    await expect(block.getByText('外-4388')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every system, vehicle and section shows, each system’s steps open in place', async ({ page }) => {
    await page.goto(mapUpdatePath);
    const tool = page.locator('[data-block="select_vehicle_to_update"]');
    await expect(tool.getByLabel('車種', { exact: true })).toBeHidden();
    await expect(tool.getByRole('heading', { name: 'Pivi Pro', exact: true })).toBeVisible();
    await expect(tool.getByRole('heading', { name: 'Touch Pro', exact: true })).toBeVisible();
    await tool.getByText('更新方法を見る').first().click();
    await expect(tool.getByRole('heading', { name: '無線アップデート（SOTA）について' })).toBeVisible();
    const identifier = page.locator('[data-block="infotainment_system_identifier"]');
    await expect(identifier.getByRole('heading', { level: 3, name: /のインフォテインメントシステム$/ })).toHaveCount(5);
    await expect(
      identifier.getByRole('heading', { name: 'ディフェンダー（2020年モデル以降）のインフォテインメントシステム' }),
    ).toBeVisible();
    await expect(page.locator('#faq-pivi-pro')).toBeVisible();
    await expect(page.locator('#faq-touch-pro')).toBeVisible();
  });

  test('the VIN checker is a plain form: the page comes back with the field error, then with the recall, the VIN never in the address', async ({
    page,
  }) => {
    await page.goto(recallCheckPath);
    const checker = page.locator('[data-block="local_vin_checker"]');
    const input = checker.getByLabel('車台番号（VIN）を入力');
    await input.fill('SALEA7AN4R21O4815');
    await checker.getByRole('button', { name: '確認する' }).click();
    await expect(checker.getByText('VINには I・O・Q の文字は使われません。数字の 1・0 と取り違えていないかご確認ください。')).toBeVisible();
    // What was typed stays, to be corrected.
    await expect(checker.getByLabel('車台番号（VIN）を入力')).toHaveValue('SALEA7AN4R21O4815');
    await expect(checker.getByLabel('車台番号（VIN）を入力')).toHaveAttribute('aria-invalid', 'true');

    await checker.getByLabel('車台番号（VIN）を入力').fill(vins.affected);
    await checker.getByRole('button', { name: '確認する' }).click();
    await expect(checker.getByRole('status')).toContainText('部品交換のご予約をお願いいたします');
    await expect(checker.getByText('外-4512')).toBeVisible();
    await expect(checker.getByRole('link', { name: 'サービス入庫を予約する' })).toHaveAttribute('href', '/visit');
    expect(page.url()).not.toContain(vins.affected);
  });
});

test.describe('the recall list', () => {
  // An admin screen: a desktop window.
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

  test('an admin adds a campaign and its vehicles from CSV; a visitor’s check follows, and stops when it is deleted', async ({
    page,
    request,
    browser,
  }) => {
    const stamp = String(Date.now()).slice(-8);
    const code = `E2E-${stamp}`;
    const vin = `SALEA7AN0${stamp}`;
    await signInAs(page, await createPerson(request, 'admin'), '/admin/recalls');
    await expect(page.getByRole('heading', { level: 1, name: 'リコール対象車両' })).toBeVisible();

    const add = page.getByRole('group', { name: 'キャンペーンを追加' });
    await add.getByRole('button', { name: '追加する' }).click();
    await expect(add.getByText('入力してください。').first()).toBeVisible();
    await add.getByLabel('届出番号').fill(code);
    await add.getByLabel('件名').fill('E2Eテスト用キャンペーン');
    await add.getByLabel('改善措置の内容').fill('部品を交換します。');
    await add.getByLabel('開始日').fill('2026-01-05');
    await add.getByRole('button', { name: '追加する' }).click();
    await expect(page.getByRole('status').filter({ hasText: `キャンペーン「${code}」を追加しました。` })).toBeVisible();

    const campaign = page.locator('details').filter({ hasText: code });
    await campaign.locator('summary').click();
    const vehicles = campaign.getByRole('group', { name: '対象車両を追加・更新' });
    await vehicles.getByLabel('CSVファイル（2MBまで）').setInputFiles({
      name: 'vins.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFFVIN,改修\r\nSALEA7AN0${stamp.slice(0, -1)}\r\n`),
    });
    await vehicles.getByRole('button', { name: '追加・更新する' }).click();
    await expect(campaign.getByRole('alert')).toContainText('2行目：VINは17桁です（入力は16桁）');
    await vehicles
      .getByLabel('CSVファイル（2MBまで）')
      .setInputFiles({ name: 'vins.csv', mimeType: 'text/csv', buffer: Buffer.from(`${vin}\n`) });
    await vehicles.getByRole('button', { name: '追加・更新する' }).click();
    await expect(campaign.getByRole('status').filter({ hasText: '追加 1台' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await visitor.goto(recallCheckPath, { waitUntil: 'networkidle' });
    const input = await hydrated(visitor.getByLabel('車台番号（VIN）を入力'));
    await input.fill(vin);
    await input.press('Enter');
    await expect(visitor.getByText('E2Eテスト用キャンペーン')).toBeVisible();
    await expect(visitor.getByText(code)).toBeVisible();

    const remove = campaign.getByRole('group', { name: 'キャンペーンを削除' });
    await remove.getByRole('checkbox').check();
    await remove.getByRole('button', { name: 'キャンペーンを削除する' }).click();
    await expect(page.getByRole('status').filter({ hasText: `キャンペーン「${code}」を削除しました。` })).toBeVisible();
    await expect(page.locator('details').filter({ hasText: code })).toHaveCount(0);

    await input.press('Enter');
    await expect(visitor.locator('[data-block="local_vin_checker"]').getByRole('status')).toHaveText(
      'お客様のお車は対象車両ではありません。',
    );
    await visitor.close();
  });
});
