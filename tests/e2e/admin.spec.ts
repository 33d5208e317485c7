import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';

/**
 * The admin's people and machine tokens (issue 8 items 5 and 12): add a person, change a role,
 * create a scoped API token whose secret is shown once and works for its scopes only, revoke it.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('an admin adds a person, gives them a role, and creates and revokes an API token', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'admin'), '/admin');
  const email = `new-${Date.now()}@example.jp`;
  const add = page.getByRole('group', { name: 'ユーザーを追加' });
  await add.getByLabel('メールアドレス').fill(email);
  await add.getByRole('button', { name: '追加する' }).click();
  await expect(add.getByText('名前を入力してください。')).toBeVisible();
  await add.getByLabel('名前').fill('新人 編集');
  await add.getByLabel('パスワード（任意）').fill('short');
  await add.getByRole('button', { name: '追加する' }).click();
  await expect(add.getByText('パスワードは12文字以上にしてください。')).toBeVisible();
  await add.getByLabel('パスワード（任意）').fill('a long enough password');
  await add.getByRole('button', { name: '追加する' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${email} を追加しました。` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toContainText('編集者');
  await row.getByLabel(`役割: ${email}`).selectOption('publisher');
  await row.getByRole('button', { name: `変更: ${email}` }).click();
  await expect(
    page
      .getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('公開担当者');

  const token = page.getByRole('group', { name: 'APIトークンを作成' });
  const tokenName = `在庫フィード ${Date.now()}`;
  await token.getByLabel('トークンの名前（用途）').fill(tokenName);
  await token.getByRole('button', { name: '作成する' }).click();
  await expect(token.getByText('権限を1つ以上選んでください。')).toBeVisible();
  await token.getByLabel(/ページを閲覧/).check();
  await token.getByRole('button', { name: '作成する' }).click();
  const secret = (await token.locator('code').filter({ hasText: /^bst_/ }).textContent())!;
  expect(secret).toMatch(/^bst_[\w-]{43}$/);
  expect((await request.get('/api/pages', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);
  expect(
    (
      await request.post('/api/settings', {
        headers: { authorization: `Bearer ${secret}` },
        data: { key: 'seo.title_divider', value: '-' },
      })
    ).status(),
  ).toBe(403);
  // The secret is never shown again.
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', { name: `失効させる: ${tokenName}` }).click();
  // Revoked: its row loses the button (the word 失効 is on the button too).
  await expect(page.getByRole('button', { name: `失効させる: ${tokenName}` })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(tokenName) })).toContainText('失効');
  expect((await request.get('/api/pages', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the admin screen warns while the bootstrap token is configured', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'admin'), '/admin');
  await expect(page.getByRole('note')).toContainText('ADMIN_API_TOKEN');
});
