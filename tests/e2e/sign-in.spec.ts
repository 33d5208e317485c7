import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { bootstrapToken as token, submitSignIn } from './support/editor';

/**
 * Editors and admins signing in (issue 8 items 1–4): the editor and admin screens need sign-in, a
 * wrong password is said in Japanese next to the form, the company identity provider works end to
 * end, a screen without permission explains itself, lock-out after repeated failures, and the
 * require-user-login setting hides the whole site. Demo people come from the first-start seed.
 */
const editor = { email: 'editor@example.jp', password: 'demo-editor-pass-2026' };
const admin = { email: 'admin@example.jp', password: 'demo-admin-pass-2026' };

const formError = (page: Page) => page.locator('form p[role="alert"]');

test('the editor signs in from /cms, returns there, cannot open the admin, and signs out', async ({ page }) => {
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fcms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('サインイン');

  await submitSignIn(page, { email: editor.email, password: 'not-the-password' });
  await expect(formError(page)).toHaveText('メールアドレスまたはパスワードが正しくありません。');
  await expect(formError(page)).toBeFocused();
  await expect(page.getByLabel('メールアドレス')).toHaveValue(editor.email);
  await expect(page.getByLabel('パスワード')).toHaveValue('');

  await page.getByLabel('パスワード').fill(editor.password);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByText('デモ 編集者（編集者）としてサインイン中')).toBeVisible();
  await expect(page.getByRole('row', { name: /ブランドについて \/about/ })).toContainText('公開中');
  // An editor's menu has no admin entry; typing the address leads to an explanation, not a blank page.
  await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '管理' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('この画面を使う権限がありません');
  await expect(page.getByText('editor@example.jp（編集者）としてサインイン中')).toBeVisible();

  await page.getByRole('button', { name: 'サインアウト' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fcms$/);
});

test('the admin opens the admin screen and sees people, roles and recent changes', async ({ page }) => {
  await page.goto('/admin');
  await submitSignIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  const people = page.getByRole('region', { name: /ユーザー/ });
  await expect(people.getByRole('row', { name: /editor@example\.jp/ })).toContainText('編集者');
  await expect(people.getByRole('row', { name: /admin@example\.jp/ })).toContainText('管理者');
  // The newest 30 audit entries: which ones depends on what ran before; each row shows who did which action.
  const firstChange = page.getByRole('region', { name: '最近の変更' }).getByRole('row').nth(1);
  await expect(firstChange.getByRole('cell').nth(2)).toHaveText(/^[a-z_]+\.[a-z_]+$/);
});

test('an editor signs in with the company account through the identity provider', async ({ page }) => {
  await page.goto('/cms');
  await page.getByRole('button', { name: '社内アカウントでサインイン' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel('E-mail').fill('publisher@idp.example');
  await page.getByLabel('Password').fill('idp-publisher-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByText('鈴木 公開（公開担当者）としてサインイン中')).toBeVisible();
  // Signing out ends the provider's session too: the next sign-in asks for the password again.
  await page.getByRole('button', { name: 'サインアウト' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByRole('button', { name: '社内アカウントでサインイン' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('somebody the identity provider gives no role is told to ask for one', async ({ page }) => {
  await page.goto('/cms');
  await page.getByRole('button', { name: '社内アカウントでサインイン' }).click();
  await page.getByLabel('E-mail').fill('nobody@idp.example');
  await page.getByLabel('Password').fill('idp-nobody-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions$/);
  await expect(page.getByText(/まだ役割が割り当てられていません/)).toBeVisible();
});

test('ten wrong passwords lock the account for a while, with a Japanese message', async ({ page, request }) => {
  const email = `locked-${Date.now()}@example.jp`;
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: 'ロック 試験', role: 'editor', password: 'right password 123' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/auth/sign-in');
  for (let i = 0; i < 10; i++) {
    await submitSignIn(page, { email, password: `wrong password ${i}` });
    await expect(formError(page)).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    await page.reload();
  }
  await submitSignIn(page, { email, password: 'right password 123' });
  await expect(formError(page)).toHaveText(/一時的にサインインできません。\d+分後にもう一度お試しください。/);
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test('the sign-in and editor screens pass axe and work by keyboard alone', async ({ page }) => {
  await page.goto('/auth/sign-in');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('メールアドレス')).toBeFocused();
  await page.keyboard.type(editor.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(editor.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cms$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/lrdx-navigation-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ナビゲーション確認');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an empty form says what is missing next to each field', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(page.getByText('メールアドレスを入力してください。')).toBeVisible();
  await expect(page.getByText('パスワードを入力してください。')).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toBeFocused();
  await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
});

test('a sign-in link cannot send people to another site afterwards', async ({ page }) => {
  await page.goto('/auth/sign-in?next=//evil.example/cms');
  await submitSignIn(page, editor);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cms$/);
});

test('with require-user-login the whole site needs sign-in, and signing in returns to the page', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${token}` };
  const on = await request.post('/api/settings', { headers, data: { key: 'auth.require_user_login', value: true } });
  expect(on.status()).toBe(201);
  try {
    for (const path of ['/about', '/stock', '/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location).toBe(`/auth/sign-in?next=${encodeURIComponent(path)}`);
    }
    await page.goto('/about');
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fabout$/);
    await submitSignIn(page, editor);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    const { data } = await on.json();
    await request.delete(`/api/settings/${data.id}`, { headers });
  }
  expect((await request.get('/about', { maxRedirects: 0 })).status()).toBe(200);
});
