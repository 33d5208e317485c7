import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { bootstrapToken, createPerson, livePage, signInAs } from './support/editor';

/**
 * The page tree on /cms (issue 8 item 6): search, rename and move with a redirect left behind,
 * duplicate into a new draft, delete to the trash and restore; and /disabled-preview (item 9).
 */
test.use({ viewport: { width: 1440, height: 900 } });

const headers = { authorization: `Bearer ${bootstrapToken}` };

async function setStatus(request: APIRequestContext, id: number, status: 'disabled' | 'published') {
  const current = await request.get(`/api/pages/${id}`, { headers });
  const { data } = (await current.json()) as { data: Record<string, unknown> };
  const res = await request.put(`/api/pages/${id}`, { headers, data: { ...data, status } });
  expect(res.status()).toBe(200);
}

test('a publisher finds a page, moves it with a redirect, duplicates it, deletes it and restores it', async ({ page, request }) => {
  const stamp = Date.now();
  const folder = `/tree-${stamp}`;
  await livePage(request, folder, `ツリー ${stamp}`);
  await livePage(request, `${folder}/spring`, `春のフェア ${stamp}`);
  await signInAs(page, await createPerson(request, 'publisher'));

  // Search by a part of the title in full-width letters: the hit keeps its parent above it.
  await page.getByLabel('ページを検索').fill(`春のフェア　${String(stamp).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}`);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('検索結果（2件）');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(`ツリー ${stamp}`);
  await expect(rows.nth(2)).toContainText(`春のフェア ${stamp}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Move the folder: the child moves along, and the old address forwards to the new one.
  const folderRowBefore = page.getByRole('row', { name: new RegExp(`ツリー ${stamp}`) });
  await folderRowBefore.locator('summary').click();
  const move = folderRowBefore.getByRole('form', { name: '名前・場所を変更' });
  await move.getByLabel('パス', { exact: true }).fill(`${folder}/spring`);
  await move.getByRole('button', { name: '変更する' }).click();
  await expect(move.getByText('ページを自分自身の下には移動できません。')).toBeVisible();
  await move.getByLabel('パス', { exact: true }).fill(`/moved-${stamp}`);
  await move.getByRole('button', { name: '変更する' }).click();
  await expect(move.getByRole('status')).toHaveText('変更しました（2ページ、転送2件）。');

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${folder}/spring`);
  await expect(visitor).toHaveURL(new RegExp(`/moved-${stamp}/spring$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`春のフェア ${stamp}`);

  // Duplicate the moved page: the copy opens in the editor as a draft nobody else sees yet.
  await page.goto(`/cms?q=${encodeURIComponent(`/moved-${stamp}/spring`)}`);
  const springRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: `/moved-${stamp}/spring`, exact: true }) });
  await springRow.locator('summary').click();
  const copy = springRow.getByRole('form', { name: '複製' });
  await expect(copy.getByLabel('パス', { exact: true })).toHaveValue(`/moved-${stamp}/spring-copy`);
  await copy.getByRole('button', { name: '複製して編集' }).click();
  await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`春のフェア ${stamp}（コピー）`);
  expect((await visitor.goto(`/moved-${stamp}/spring-copy`))!.status()).toBe(404);

  // Delete the folder: it and everything under it go to the trash, and come back whole.
  await page.goto(`/cms?q=${encodeURIComponent(`/moved-${stamp}`)}`);
  const folderRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: `/moved-${stamp}`, exact: true }) });
  await folderRow.locator('summary').click();
  await folderRow.getByRole('button', { name: 'ゴミ箱へ移動' }).click();
  await expect(page.getByRole('status').filter({ hasText: `「ツリー ${stamp}」をゴミ箱へ移動しました。` })).toBeVisible();
  expect((await visitor.goto(`/moved-${stamp}/spring`))!.status()).toBe(404);

  await page.getByRole('link', { name: 'ゴミ箱を開いて元に戻す' }).click();
  const trashed = page.getByRole('row', { name: new RegExp(`ツリー ${stamp}`) });
  await expect(trashed).toContainText('下のページ2件を含む');
  expect(await seriousViolations(page)).toEqual([]);
  await trashed.getByRole('button', { name: '元に戻す' }).click();
  await expect(page.getByRole('status').filter({ hasText: `/moved-${stamp} に戻しました。` })).toBeVisible();
  await visitor.goto(`/moved-${stamp}/spring`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`春のフェア ${stamp}`);
  await visitor.close();
});

test('an editor may not move a live page or empty the trash; the list says why', async ({ page, request }) => {
  const stamp = Date.now();
  await livePage(request, `/tree-editor-${stamp}`, `編集者の確認 ${stamp}`);
  await signInAs(page, await createPerson(request, 'editor'), `/cms?q=${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`編集者の確認 ${stamp}`) });
  await row.locator('summary').click();
  // Duplicating is an editor's business; moving a live page and deleting are not offered.
  await expect(row.getByRole('form', { name: '複製' })).toBeVisible();
  await expect(row.getByRole('form', { name: '名前・場所を変更' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'ゴミ箱へ移動' })).toHaveCount(0);
});

test('a disabled page is shown at /disabled-preview to editors only, with the reason', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const path = `/hidden-${stamp}`;
  const id = await livePage(request, path, `非公開の案内 ${stamp}`);
  await setStatus(request, id, 'disabled');

  const anonymous = await browser.newPage();
  expect((await anonymous.goto(path))!.status()).toBe(404);
  await anonymous.goto(`/disabled-preview${path}`);
  await expect(anonymous).toHaveURL(/\/auth\/sign-in\?next=/);
  await anonymous.close();

  await signInAs(page, await createPerson(request, 'viewer'), `/disabled-preview${path}`);
  await expect(page.getByRole('complementary', { name: '無効ページのプレビュー' })).toContainText('このページは無効に設定されているため');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`非公開の案内 ${stamp}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Once live again, the preview address goes to the page itself.
  await setStatus(request, id, 'published');
  await page.goto(`/disabled-preview${path}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});
