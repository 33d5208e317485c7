import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';

/** The navigation tree editor (issue 8 item 12): publishers add, nest, check and save menu entries. */
test.use({ viewport: { width: 1440, height: 900 } });

test('a publisher adds a menu entry with a child, is refused a script link, saves, and visitors see it', async ({
  page,
  request,
  browser,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const top = `特集${stamp}`;
  const child = `冬の試乗会${stamp}`;
  page.on('dialog', (dialog) => dialog.accept());
  await signInAs(page, await createPerson(request, 'publisher'), '/admin/navigation');
  await expect(page.getByRole('link', { name: 'ナビゲーション', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: '最上位に項目を追加' }).click();
  // A new entry goes to the end of the menu, named 表示名未入力 until it has a label.
  await expect(page.getByRole('group').last()).toContainText('（表示名未入力）');
  await page.getByRole('group').last().getByLabel('表示名').fill(top);
  await page
    .getByRole('group', { name: new RegExp(top) })
    .getByLabel('リンク先')
    .fill('/stock');
  await expect(page.getByText('未保存の変更があります')).toBeVisible();
  const topGroup = page.getByRole('group', { name: new RegExp(top) });
  await topGroup.getByRole('button', { name: /子項目を追加/ }).click();
  await expect(page.getByRole('group').last()).toContainText('（表示名未入力）');
  await page.getByRole('group').last().getByLabel('表示名').fill(child);
  await page
    .getByRole('group', { name: new RegExp(child) })
    .getByLabel('リンク先')
    .fill('javascript:alert(1)');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '保存できませんでした' })).toBeVisible();
  const badChild = page.getByRole('group', { name: new RegExp(child) });
  await expect(badChild.getByLabel('リンク先')).toHaveAttribute('aria-invalid', 'true');
  await expect(badChild.getByText(/javascript: などは使えません/)).toBeVisible();

  await badChild.getByLabel('リンク先').fill('/stock?type=new');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ナビゲーションを保存しました。' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const nav = visitor.getByRole('navigation').first();
  await expect(nav.getByText(top)).toBeAttached();
  await expect(visitor.locator(`a[href="/stock?type=new"]`, { hasText: child })).toBeAttached();
  await visitor.close();

  // Leave the menu as it was for the other journeys.
  await page.reload();
  await page
    .getByRole('group', { name: new RegExp(top) })
    .getByRole('button', { name: /削除/ })
    .first()
    .click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ナビゲーションを保存しました。' })).toBeVisible();
});

test('an editor is sent to the no-permissions page', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'editor'), '/cms');
  await page.goto('/admin/navigation');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
});
