import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs, submitSignIn } from './support/editor';

/** Two-step verification set up by the editor themself (issue 8 item 4), then asked at sign-in. */
test.use({ viewport: { width: 1440, height: 900 } });

function codeFor(secret: string, offsetSeconds = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

test('an editor turns on two-step verification with an app, and the next sign-in asks for its code', async ({ page, request }) => {
  const who = await createPerson(request, 'editor');
  await signInAs(page, who);
  await page.getByRole('link', { name: /編集 花子/ }).click();
  await expect(page).toHaveURL(/\/cms\/account$/);
  await expect(page.getByText('2段階認証は設定されていません。')).toBeVisible();

  const start = page.getByRole('form', { name: '2段階認証を設定する' });
  await start.getByLabel('現在のパスワード').fill('not my password');
  await start.getByRole('button', { name: '2段階認証を設定する' }).click();
  await expect(start.getByText('パスワードが正しくありません。')).toBeVisible();
  await start.getByLabel('現在のパスワード').fill(who.password);
  await start.getByRole('button', { name: '2段階認証を設定する' }).click();

  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const confirm = page.getByRole('form', { name: '確認して有効にする' });
  await expect(confirm.getByRole('list', { name: 'バックアップコード' }).getByRole('listitem')).toHaveCount(10);
  await confirm.getByLabel('認証アプリに表示された6桁のコード').fill('000000');
  await confirm.getByRole('button', { name: '確認して有効にする' }).click();
  await expect(confirm.getByText('確認コードが正しくないか、有効期限が切れています。')).toBeVisible();
  await confirm.getByLabel('認証アプリに表示された6桁のコード').fill(codeFor(secret));
  await confirm.getByRole('button', { name: '確認して有効にする' }).click();
  await expect(page.getByRole('status')).toHaveText('2段階認証を有効にしました。次回のサインインから確認コードが必要です。');
  await expect(page.getByText('2段階認証は有効です。')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'サインアウト' }).click();
  await page.goto('/auth/sign-in?next=%2Fcms');
  await submitSignIn(page, who);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel('確認コード').fill(codeFor(secret, 30));
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page).toHaveURL(/\/cms$/);
  await page.goto('/cms/account');
  await expect(page.getByText('2段階認証は有効です。')).toBeVisible();
});
