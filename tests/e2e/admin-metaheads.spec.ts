import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';

/** Metaheads (issue 8 item 12): admins add styles and scripts for every page, warned first. */
test.use({ viewport: { width: 1440, height: 900 } });

test('an admin adds a stylesheet that every page gets, is refused broken SCSS and an unconfirmed script, and deletes it', async ({
  page,
  request,
  browser,
}) => {
  page.on('dialog', (dialog) => dialog.accept());
  await signInAs(page, await createPerson(request, 'admin'), '/admin/metaheads');
  await expect(page.getByRole('note')).toContainText('すべてのページ');
  const form = page.getByRole('group', { name: '新しいメタヘッド' });

  await form.getByLabel('言語').selectOption('scss');
  await form.getByLabel('内容（コード）').fill('body { outline: 1px solid rgb(1, 2, 3)');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText(/スタイルを CSS に変換できないため保存していません/)).toBeVisible();
  await expect(form.getByLabel('内容（コード）')).toHaveValue('body { outline: 1px solid rgb(1, 2, 3)');

  await form.getByLabel('言語').selectOption('javascript');
  await form.getByLabel('内容（コード）').fill('window.__metaheadRan = true;');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('スクリプトやHTMLを保存するには、この確認にチェックを入れてください。')).toBeVisible();

  await form.getByLabel('言語').selectOption('css');
  await form.getByLabel('内容（コード）').fill('body { outline: 1px solid rgb(1, 2, 3); }');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'メタヘッドを追加しました。' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.locator('body')).toHaveCSS('outline-color', 'rgb(1, 2, 3)');

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'rgb(1, 2, 3)' });
  await row.getByRole('button', { name: /削除/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'rgb(1, 2, 3)' })).toHaveCount(0);
  await visitor.goto('/');
  await expect(visitor.locator('body')).not.toHaveCSS('outline-color', 'rgb(1, 2, 3)');
  await visitor.close();
});

test('a publisher is sent to the no-permissions page', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'publisher'), '/cms');
  await page.goto('/admin/metaheads');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
});
