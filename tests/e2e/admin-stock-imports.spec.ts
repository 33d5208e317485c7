import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';

/** Stock feed imports (issue 8 item 12): upload, what it changed or why not row by row, and the history. */
test.use({ viewport: { width: 1440, height: 900 } });

const header =
  'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,engine_type,msrp_price,sale_price,mileage,japan_used_and_approved_cars_field.repair_record,japan_used_and_approved_cars_field.on_the_road_price,japan_used_and_approved_cars_field.date_registered';

function feed(vin: string, price: string): Buffer {
  return Buffer.from(
    [
      header,
      `${vin},JP001,used,stock,land_rover,defender_110,defender_family,ディフェンダー 110,diesel_mhev,"11,200,000",${price},"23,400",なし,9280000,2022-04`,
    ].join('\n'),
  );
}

test('an admin imports a feed, is shown why a broken one is refused, and finds both in the history', async ({ page, request }) => {
  const vin = `SALGA2AE5MA${String(Date.now()).slice(-6)}`;
  await signInAs(page, await createPerson(request, 'admin'), '/admin/stock-imports');
  const form = page.getByRole('form', { name: '取り込む' });

  await form.getByRole('button', { name: '取り込む' }).click();
  await expect(form.getByText('ファイルを選んでください。')).toBeVisible();

  await form.getByLabel('フィードファイル').setInputFiles({ name: `good-${vin}.csv`, mimeType: 'text/csv', buffer: feed(vin, '8950000') });
  await form.getByLabel('取り込み先の在庫リスト').selectOption('e2e-imports');
  await form.getByLabel('差分').check();
  await form.getByRole('button', { name: '取り込む' }).click();
  await expect(page.getByRole('status').filter({ hasText: '取り込みました' })).toHaveText(/1台（追加 1・更新 0・掲載終了 0）/);

  await form.getByLabel('取り込み先の在庫リスト').selectOption('e2e-imports');
  await form.getByLabel('フィードファイル').setInputFiles({ name: `bad-${vin}.csv`, mimeType: 'text/csv', buffer: feed(vin, 'たくさん') });
  await form.getByRole('button', { name: '取り込む' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: '取り込みませんでした。在庫は変更されていません。' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('row').nth(1)).toContainText('2');
  await expect(refusal.getByRole('row').nth(1)).toContainText('sale_price');

  const history = page.getByRole('region', { name: '取り込み履歴（最新50件）' });
  await expect(history.getByRole('row').filter({ hasText: `good-${vin}.csv` })).toContainText('取り込み済み');
  const bad = history
    .getByRole('row')
    .filter({ hasText: `bad-${vin}.csv` })
    .first();
  await expect(bad).toContainText('取り込み不可');
  await expect(bad).toContainText('管理画面');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an editor is sent to the no-permissions page', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'editor'), '/cms');
  await page.goto('/admin/stock-imports');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
});
