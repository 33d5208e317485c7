import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

/** What an HTTP client (a crawler, a monitor, a CDN) relies on, checked on the wire. */
const headers = { authorization: 'Bearer e2e-admin-token-0123456789' };

test('redirect records answer their exact status and carry the query string', async ({ request }) => {
  for (const [http_code, path] of [
    [302, '/e2e/moved-302'],
    [307, '/e2e/moved-307'],
  ] as const) {
    const created = await request.post('/api/pages', {
      headers,
      data: {
        path,
        title: `転送 ${http_code}`,
        status: 'published',
        page_type: 'url_redirection',
        to: '/models',
        link_type: 'internal',
        http_code,
      },
    });
    expect(created.status()).toBe(201);
    const res = await request.get(`${path}?utm_source=mail&utm_campaign=winter`, { maxRedirects: 0 });
    expect(res.status()).toBe(http_code);
    expect(res.headers()['location']).toMatch(/\/models\?utm_source=mail&utm_campaign=winter$/);
  }
  const permanent = await request.get('/lineup?gclid=abc', { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers()['location']).toMatch(/\/models\?gclid=abc$/);
});

test('/api/health answers 200 with a JSON status', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('a page with disable_seo_tracking tells search engines not to index it; others do not', async ({ request }) => {
  const created = await request.post('/api/pages', {
    headers,
    data: { path: '/e2e/hidden-from-search', title: '検索対象外', status: 'published', disable_seo_tracking: true },
  });
  expect(created.status()).toBe(201);
  const hidden = await (await request.get('/e2e/hidden-from-search')).text();
  expect(hidden).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  const about = await (await request.get('/about')).text();
  expect(about).not.toContain('noindex');
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/api/health', '/public_api/listing/jp-main?items=1']) {
    const res = await request.get(path);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(res.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
});

test('a second server on the same embedded database folder stops at once, naming the holder', async () => {
  const child = spawn(process.execPath, ['server/index.mjs'], {
    env: { ...process.env, PORT: '3199', DATA_DIR: process.env.DATA_DIR ?? '.e2e-data', NODE_ENV: 'production', LOG_LEVEL: 'fatal' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toMatch(/already open in process \d+/);
});
