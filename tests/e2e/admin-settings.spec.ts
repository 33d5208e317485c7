import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, livePage, signInAs } from './support/editor';

/** Settings by namespace (issue 8 item 12): wrong values refused with the reason; right ones live at once. */
test.use({ viewport: { width: 1440, height: 900 } });

test('an admin is told why a value is refused, saves a right one that the site uses at once, and resets it', async ({
  page,
  request,
  browser,
}) => {
  const path = `/settings-check-${Date.now()}`;
  await livePage(request, path, '設定の確認');
  await signInAs(page, await createPerson(request, 'admin'), '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: '検索エンジンとタイトル' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '設定の種類' }).getByRole('link')).not.toHaveCount(0);

  // Broken JSON: the reason says where, and what was typed stays.
  const hosts = page.getByRole('form', { name: '保存する: html_filter.iframe_hosts' });
  const broken = '[\n  "www.youtube.com",\n  "player.vimeo.com"\n';
  await hosts.getByLabel('値').fill(broken);
  await hosts.getByRole('button', { name: '保存する' }).click();
  await expect(hosts.getByRole('alert')).toContainText('JSONとして読み取れません（4行目 1文字目付近）');
  await expect(hosts.getByLabel('値')).toHaveValue(broken);
  await expect(hosts.getByLabel('値')).toHaveAttribute('aria-invalid', 'true');

  // A value of the wrong shape: the field and the reason, in Japanese.
  const divider = page.getByRole('form', { name: '保存する: seo.title_divider' });
  await divider.getByLabel('値').fill('ながすぎる区切り');
  await divider.getByRole('button', { name: '保存する' }).click();
  await expect(divider.getByRole('alert')).toContainText('大きすぎる値');
  await page.reload();
  await expect(page.getByRole('form', { name: '保存する: seo.title_divider' }).getByLabel('値')).toHaveValue('');

  // A right value is stored and the public site uses it at once.
  const again = page.getByRole('form', { name: '保存する: seo.title_divider' });
  await again.getByLabel('値').fill('／');
  await again.getByRole('button', { name: '保存する' }).click();
  await expect(again.getByRole('status')).toHaveText('「seo.title_divider」を保存しました。');
  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expect(visitor).toHaveTitle('設定の確認 ／ ランドローバー');
  expect(await seriousViolations(page)).toEqual([]);

  // Back to the default.
  await page.reload();
  await page.getByRole('form', { name: '既定値に戻す: seo.title_divider' }).getByRole('button').click();
  await expect(page.getByRole('status').filter({ hasText: '「seo.title_divider」を既定値に戻しました。' })).toBeVisible();
  await visitor.goto(path);
  await expect(visitor).toHaveTitle('設定の確認 | ランドローバー');
  await visitor.close();
});

test('an editor is sent to the no-permissions page', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'editor'), '/cms');
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
});
