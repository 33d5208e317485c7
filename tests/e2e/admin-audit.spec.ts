import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { bootstrapToken, createPerson, livePage, signInAs } from './support/editor';

/** The audit log (issue 8 item 12): every change with who, when and before/after, filterable. */
test.use({ viewport: { width: 1440, height: 900 } });

test('an admin filters the audit log by action and reads what a change was', async ({ page, request }) => {
  const stamp = Date.now();
  const id = await livePage(request, `/audit-${stamp}`, `監査の確認 ${stamp}`);
  const gone = await request.delete(`/api/pages/${id}`, { headers: { authorization: `Bearer ${bootstrapToken}` } });
  expect(gone.status()).toBe(204);

  await signInAs(page, await createPerson(request, 'admin'), '/admin/audit');
  await page.getByLabel('操作', { exact: true }).selectOption({ label: 'ページをゴミ箱へ移動' });
  await page.getByLabel('対象ID').fill(String(id));
  await page.getByRole('button', { name: '絞り込む' }).click();
  await expect(page).toHaveURL(/action=page\.trash/);
  const rows = page.getByRole('table').first().locator(':scope > tbody > tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('ページをゴミ箱へ移動');
  await rows
    .first()
    .getByText(/変更内容/)
    .click();
  await expect(rows.first().getByRole('row', { name: /path/ })).toContainText(`/audit-${stamp}`);
  expect(await seriousViolations(page)).toEqual([]);

  // A date that does not exist is refused with a reason rather than silently ignored.
  await page.goto('/admin/audit?from=2026-02-31');
  await expect(page.getByRole('alert').filter({ hasText: '日付' })).toHaveText(
    '日付は「2026-11-24」の形で、実在する日を入力してください。',
  );
});

test('a publisher has no audit log', async ({ page, request }) => {
  await signInAs(page, await createPerson(request, 'publisher'), '/cms');
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
});
