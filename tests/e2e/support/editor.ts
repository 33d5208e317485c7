import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const bootstrapToken = 'e2e-admin-token-0123456789';
const headers = { authorization: `Bearer ${bootstrapToken}` };

let counter = 0;

/** A person with `role` (created through the users API with the bootstrap token). */
export async function createPerson(request: APIRequestContext, role: 'viewer' | 'editor' | 'publisher' | 'admin') {
  const email = `${role}-${Date.now()}-${++counter}@example.jp`;
  const password = `password for ${role} ${counter}`;
  const name = { viewer: '閲覧 太郎', editor: '編集 花子', publisher: '公開 次郎', admin: '管理 三郎' }[role];
  const res = await request.post('/api/users', { headers, data: { email, name, role, password } });
  expect(res.status()).toBe(201);
  return { email, password, name };
}

/** Fills in and sends the sign-in form on the page as it is. */
export async function submitSignIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('メールアドレス').fill(who.email);
  await page.getByLabel('パスワード').fill(who.password);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
}

export async function signInAs(page: Page, who: { email: string; password: string }, next = '/cms') {
  await page.goto(`/auth/sign-in?next=${encodeURIComponent(next)}`);
  await submitSignIn(page, who);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`));
}

/** A new live page with one snippet block, made through the API (fast set-up for editor journeys). */
export async function livePage(request: APIRequestContext, path: string, title: string): Promise<number> {
  const res = await request.post('/api/pages', {
    headers,
    data: {
      path,
      title,
      status: 'published',
      blocks: [{ template_key: 'snippet', content: { fields: { title, header_tag: 'h1' }, field_groups: [] } }],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export async function newContextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

export const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: '下書きに保存済み' })).toBeVisible();

/** Types into a field of the editor and waits until the draft holding it is saved. */
export async function fillAndSave(page: Page, label: string, value: string): Promise<void> {
  const put = page.waitForResponse(
    (r) =>
      r.url().includes('/draft') && r.request().method() === 'PUT' && r.status() === 200 && (r.request().postData() ?? '').includes(value),
  );
  await page.getByLabel(label, { exact: true }).fill(value);
  await put;
  await saved(page);
}
