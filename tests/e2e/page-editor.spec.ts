import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { createPerson, fillAndSave, livePage, newContextPage, saved, signInAs } from './support/editor';

/**
 * The page editor (issue 8 items 6–11): drafts that visitors do not see, two editors on one page,
 * what a viewer may not do, scheduled publishing, restoring a version, the media library and the
 * editor toolbar on the public site.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('an editor changes a live page; visitors see it only after a publisher publishes', async ({ page, browser, request }) => {
  const path = `/e2e-draft-${Date.now()}`;
  const id = await livePage(request, path, '冬の試乗会');
  await signInAs(page, await createPerson(request, 'editor'), `/cms/pages/${id}`);
  await fillAndSave(page, 'ページのタイトル', '春の試乗会');
  await expect(page.getByRole('button', { name: '公開する' })).toHaveCount(0);
  // The public page is unchanged for anonymous visitors.
  const anonymous = await request.get(path);
  expect(await anonymous.text()).not.toContain('春の試乗会');

  const publisher = await newContextPage(browser);
  await signInAs(publisher, await createPerson(request, 'publisher'), `/cms/pages/${id}`);
  await expect(publisher.getByLabel('ページのタイトル', { exact: true })).toHaveValue('春の試乗会');
  await publisher.getByRole('button', { name: '公開する' }).click();
  await expect(publisher.getByRole('alert').filter({ hasText: '公開しました。' })).toBeVisible();
  await expect(publisher.getByRole('status').filter({ hasText: '下書きに保存済み' })).toBeVisible();
  await expect(async () => expect(await (await request.get(path)).text()).toContain('春の試乗会')).toPass();
  await publisher.context().close();
});

test('two editors on one page: the second is told who saved, and chooses; nothing is lost', async ({ page, browser, request }) => {
  const id = await livePage(request, `/e2e-two-${Date.now()}`, '元のタイトル');
  await signInAs(page, await createPerson(request, 'editor'), `/cms/pages/${id}`);
  const second = await newContextPage(browser);
  const other = await createPerson(request, 'editor');
  await signInAs(second, other, `/cms/pages/${id}`);

  await fillAndSave(page, 'ページのタイトル', '一人目の変更');
  await second.getByLabel('ページのタイトル', { exact: true }).fill('二人目の変更');
  const conflict = second.getByRole('alert').filter({ hasText: 'このページの下書きを保存しました' });
  await expect(conflict).toContainText(/editor-\d+-\d+@example\.jp \(editor\) が .* にこのページの下書きを保存しました/);
  await expect(second.getByRole('status').filter({ hasText: '保存できません' })).toBeVisible();
  await expect(second.getByLabel('ページのタイトル', { exact: true })).toHaveValue('二人目の変更');
  await second.getByRole('button', { name: '自分の変更を上書き保存する' }).click();
  await saved(second);
  await page.reload();
  await expect(page.getByLabel('ページのタイトル', { exact: true })).toHaveValue('二人目の変更');
  await second.context().close();
});

test('a viewer reads the editor but cannot change or publish, in the UI or the API', async ({ page, request }) => {
  const id = await livePage(request, `/e2e-viewer-${Date.now()}`, '閲覧のみ');
  await signInAs(page, await createPerson(request, 'viewer'), '/cms');
  await expect(page.getByRole('link', { name: '新しいページ' })).toHaveCount(0);
  await page.goto(`/cms/pages/${id}`);
  await expect(page.getByRole('button', { name: '公開する' })).toHaveCount(0);
  const api = await page.request.post(`/api/pages/${id}/publish`, { data: { revision: 0 } });
  expect(api.status()).toBe(403);
  const draft = await page.request.put(`/api/pages/${id}/draft`, { data: { revision: 0, content: { title: 'x', blocks: [] } } });
  expect(draft.status()).toBe(403);
});

test('a publisher schedules a change; it goes live at that time on its own', async ({ page, request }) => {
  // The form takes whole minutes: the change goes live at the next minute that is 20 s away or more.
  test.setTimeout(150_000);
  const path = `/e2e-scheduled-${Date.now()}`;
  const id = await livePage(request, path, '今のタイトル');
  await signInAs(page, await createPerson(request, 'publisher'), `/cms/pages/${id}`);
  await fillAndSave(page, 'ページのタイトル', '予約されたタイトル');
  const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const at = new Date(due.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('公開日時（日本時間）').fill(at);
  await page.getByRole('button', { name: '予約公開' }).click();
  await expect(page.getByText(/に公開予定$/)).toBeVisible();
  expect(await (await request.get(path)).text()).toContain('今のタイトル');
  await expect(async () => expect(await (await request.get(path)).text()).toContain('予約されたタイトル')).toPass({ timeout: 120_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
});

test('a version is compared with the draft and restored into it', async ({ page, request }) => {
  const id = await livePage(request, `/e2e-restore-${Date.now()}`, '最初の版');
  await signInAs(page, await createPerson(request, 'publisher'), `/cms/pages/${id}`);
  await fillAndSave(page, 'ページのタイトル', '二番目の版');
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '公開しました。' })).toBeVisible();
  await expect(page.getByLabel('ページのタイトル', { exact: true })).toHaveValue('二番目の版');
  await page.getByRole('button', { name: '公開履歴を表示' }).click();
  const first = page.getByRole('listitem').filter({ hasText: /^v1 ·/ });
  await first.getByRole('button', { name: '現在の下書きとの差分' }).click();
  await expect(first).toContainText('ページ設定 title: 最初の版 → 二番目の版');
  await first.getByRole('button', { name: 'この版を下書きに戻す' }).click();
  await expect(page.getByLabel('ページのタイトル', { exact: true })).toHaveValue('最初の版');
});

test('editors see a toolbar on the public page; anonymous visitors get the cached page without it', async ({ page, request }) => {
  const path = `/e2e-toolbar-${Date.now()}`;
  const id = await livePage(request, path, 'ツールバー確認');
  const anonymous = await (await request.get(path)).text();
  expect(anonymous).not.toContain('編集ツールバー');
  await signInAs(page, await createPerson(request, 'editor'), '/cms');
  await page.goto(path);
  const toolbar = page.getByRole('complementary', { name: '編集ツールバー' });
  await expect(toolbar).toContainText('公開中の内容が最新');
  await toolbar.getByRole('link', { name: 'このページを編集' }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/pages/${id}$`));
});

test('the editor passes axe', async ({ page, request }) => {
  const id = await livePage(request, `/e2e-axe-${Date.now()}`, 'アクセシビリティ');
  await signInAs(page, await createPerson(request, 'publisher'), `/cms/pages/${id}`);
  await saved(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a publisher builds a new page from a hero banner and an accordion, reorders, undoes, previews on a phone and publishes; visitors see it', async ({
  page,
  request,
}) => {
  const path = `/e2e-fair-${Date.now()}`;
  await signInAs(page, await createPerson(request, 'publisher'), '/cms');
  await page.getByRole('link', { name: '新しいページ' }).click();
  await page.getByLabel('ページのタイトル').fill('秋の試乗フェア');
  await page.getByLabel('パス').fill(path);
  await page.getByRole('button', { name: '作成して編集する' }).click();
  await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);

  const blocks = page.getByRole('grid', { name: 'ブロック' });
  const form = page.locator('section[aria-labelledby="editor-form-title"]');
  await page.getByRole('button', { name: 'ブロックを追加' }).click();
  await page.getByRole('button', { name: '追加: ヒーローバナー' }).click();
  await form.getByLabel('タイトル', { exact: true }).fill('秋の試乗フェア開催');
  await page.getByRole('button', { name: 'ブロックを追加' }).click();
  await page.getByRole('button', { name: '追加: アコーディオン' }).click();
  await form.getByRole('button', { name: '項目を追加' }).click();
  await form.getByLabel('項目のタイトル').last().fill('ご予約の方法');
  await expect(blocks.getByRole('row')).toHaveText([/^1\. ヒーローバナー/, /^2\. アコーディオン/]);

  await blocks.getByRole('button', { name: '上へ移動: アコーディオン' }).click();
  await expect(blocks.getByRole('row')).toHaveText([/^1\. アコーディオン/, /^2\. ヒーローバナー/]);
  await page.getByRole('heading', { name: 'ブロック', exact: true }).click();
  await page.keyboard.press('Control+z');
  await expect(blocks.getByRole('row')).toHaveText([/^1\. ヒーローバナー/, /^2\. アコーディオン/]);
  await page.keyboard.press('Control+Shift+z');
  await expect(blocks.getByRole('row')).toHaveText([/^1\. アコーディオン/, /^2\. ヒーローバナー/]);
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(blocks.getByRole('row')).toHaveText([/^1\. ヒーローバナー/, /^2\. アコーディオン/]);

  await page.getByRole('button', { name: /スマートフォン/ }).click();
  const frame = page.locator('iframe[title="下書きのプレビュー"]');
  await expect(frame).toHaveAttribute('data-width', 'phone');
  await expect(frame).toHaveCSS('width', '390px');
  await expect(page.frameLocator('iframe[title="下書きのプレビュー"]').getByRole('heading', { name: '秋の試乗フェア開催' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="下書きのプレビュー"]').getByText('ご予約の方法')).toBeVisible();
  await saved(page);

  expect((await request.get(path)).status()).toBe(404);
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(async () => {
    const live = await request.get(path);
    expect(live.status()).toBe(200);
    const html = await live.text();
    expect(html).toContain('秋の試乗フェア開催');
    expect(html.indexOf('秋の試乗フェア開催')).toBeLessThan(html.indexOf('ご予約の方法'));
  }).toPass();
});

test('clicking a block in the preview selects it for editing', async ({ page, request }) => {
  const id = await livePage(request, `/e2e-click-${Date.now()}`, 'クリックで選択');
  await signInAs(page, await createPerson(request, 'editor'), `/cms/pages/${id}`);
  await page.frameLocator('iframe[title="下書きのプレビュー"]').getByRole('heading', { name: 'クリックで選択' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^ブロックの内容: 1\. スニペット/ })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="editor-form-title"]').getByLabel('タイトル', { exact: true })).toHaveValue(
    'クリックで選択',
  );
});

test('an image is uploaded with its alt text in the media library and chosen for a block', async ({ page, request }) => {
  const id = await livePage(request, `/e2e-media-${Date.now()}`, 'メディア');
  await signInAs(page, await createPerson(request, 'editor'), `/cms/pages/${id}`);
  await page.getByRole('button', { name: 'ブロックを追加' }).click();
  await page.getByRole('button', { name: '追加: ヒーローバナー' }).click();
  const form = page.locator('section[aria-labelledby="editor-form-title"]');
  await form.getByRole('button', { name: /画像を選択/ }).click();
  const dialog = page.getByRole('dialog', { name: 'メディアライブラリ' });
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#6b8e23' } })
    .png()
    .toBuffer();
  await dialog.getByLabel('画像ファイルを選択').setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('button', { name: 'アップロードする' })).toBeDisabled();
  const alt = `試乗フェアの会場 ${Date.now()}`;
  await dialog.getByLabel('代替テキスト（必須）').fill(alt);
  await dialog.getByRole('button', { name: 'アップロードする' }).click();
  await expect(dialog.getByText('アップロードしました')).toBeVisible();
  await dialog.getByRole('button', { name: `この画像を選択: ${alt}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.getByLabel('代替テキスト', { exact: true })).toHaveValue(alt);
});
