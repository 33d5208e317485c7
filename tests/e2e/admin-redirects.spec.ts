import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, livePage, signInAs } from './support/editor';

/** Redirects (issue 8 item 12): publishers add, check and delete them; visitors are forwarded. */
test.use({ viewport: { width: 1440, height: 900 } });

test('a publisher adds a redirect that forwards visitors, is warned about a loop, and cannot forward to a script', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now();
  await livePage(request, `/target-${stamp}`, `転送先 ${stamp}`);
  await signInAs(page, await createPerson(request, 'publisher'), '/admin/redirects');
  const add = page.getByRole('form', { name: 'リダイレクトを追加' });

  await add.getByLabel('転送元のパス').fill(`/old-${stamp}`);
  await add.getByLabel('転送先').fill('javascript:alert(1)');
  await add.getByRole('button', { name: '追加する' }).click();
  await expect(add.getByText('転送先は「/」で始まるパスか、https:// で始まるURLを入力してください。')).toBeVisible();
  await expect(add.getByLabel('転送元のパス')).toHaveValue(`/old-${stamp}`);

  await add.getByLabel('転送先').fill(`/target-${stamp}`);
  await add.getByRole('button', { name: '追加する' }).click();
  await expect(add.getByRole('status')).toHaveText(`/old-${stamp} のリダイレクトを保存しました。`);

  const visitor = await browser.newPage();
  const answer = await visitor.request.get(`/old-${stamp}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  await visitor.goto(`/old-${stamp}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`転送先 ${stamp}`);

  // A loop: /a → /b and /b → /a. Both rows say so.
  for (const [from, to] of [
    [`/loop-a-${stamp}`, `/loop-b-${stamp}`],
    [`/loop-b-${stamp}`, `/loop-a-${stamp}`],
  ]) {
    await add.getByLabel('転送元のパス').fill(from!);
    await add.getByLabel('転送先').fill(to!);
    await add.getByRole('button', { name: '追加する' }).click();
    await expect(add.getByRole('status')).toHaveText(`${from} のリダイレクトを保存しました。`);
  }
  await page.getByLabel('転送元・転送先で検索').fill(`loop-a-${stamp}`);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  const rows = page.getByRole('table').locator(':scope > tbody > tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('転送がループしています');
  await expect(rows.nth(1)).toContainText('転送がループしています');
  expect(await seriousViolations(page)).toEqual([]);

  // Delete one side: the loop warning goes, and the other now points nowhere.
  await rows.first().locator('summary').click();
  await rows.first().getByRole('button', { name: 'ゴミ箱へ移動' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('公開中のページがありません');
  await visitor.close();
});

test('an editor is sent to the no-permissions page', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'editor'), '/cms');
  await page.goto('/admin/redirects');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
});
