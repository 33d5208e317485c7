import { expect, test } from '@playwright/test';

const token = 'e2e-admin-token-0123456789';

test('a settings change shows on a cached page without a deploy', async ({ page, request }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('ブランドについて | ランドローバー');
  // Served from the page cache now.
  const cached = await request.get('/about');
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');

  const saved = await request.post('/api/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { key: 'seo.title_divider', value: '｜' },
  });
  expect(saved.status()).toBe(201);
  await page.reload();
  await expect(page).toHaveTitle('ブランドについて ｜ ランドローバー');

  const { data } = await saved.json();
  const removed = await request.delete(`/api/settings/${data.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(removed.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveTitle('ブランドについて | ランドローバー');
});

test('a page published through the API is served, and unpublishing it gives 404', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${token}` };
  const body = {
    path: '/campaign',
    title: '冬のキャンペーン',
    status: 'published',
    blocks: [{ template_key: 'snippet', content: { fields: { title: '冬のキャンペーン開催中', header_tag: 'h1' }, field_groups: [] } }],
  };
  const created = await request.post('/api/pages', { headers, data: body });
  expect(created.status()).toBe(201);
  const { data } = await created.json();
  await page.goto('/campaign');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('冬のキャンペーン開催中');

  const updated = await request.put(`/api/pages/${data.id}`, { headers, data: { ...body, status: 'disabled' } });
  expect(updated.status()).toBe(200);
  const gone = await page.goto('/campaign');
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
});

test('changes without the token are refused with problem+json', async ({ request }) => {
  const res = await request.post('/api/settings', { data: { key: 'seo.title_divider', value: '-' } });
  expect(res.status()).toBe(401);
  expect(res.headers()['content-type']).toContain('application/problem+json');
});

test('the double price setting adds a second currency to cards and vehicle pages', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/settings', {
    headers,
    data: { key: 'price.double_price', value: { enabled: true, symbol: 'EUR', rate: 0.0061, decimals: 0 } },
  });
  expect(saved.status()).toBe(201);
  await page.goto('/stock?filter%5Bstate_in%5D%5B%5D=new');
  await expect(
    page
      .locator('article[data-vehicle-id]')
      .first()
      .getByText(/^≈ EUR [\d,]+$/),
  ).toBeVisible();
  await page.locator('article[data-vehicle-id] h3 a').first().click();
  await expect(
    page
      .locator('dl')
      .filter({ has: page.locator('[data-price="msrp"]') })
      .getByText(/^≈ EUR [\d,]+$/),
  ).toBeVisible();
  const { data } = await saved.json();
  await request.delete(`/api/settings/${data.id}`, { headers });
});
