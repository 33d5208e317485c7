// The HTTP edge in a real browser and on the wire (server/index.mjs): CSP with a fresh nonce per
// response on every HTML page, and clean problem+json answers for hostile requests.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { expect, test, type Page, type Response } from '@playwright/test';

const admin = { authorization: 'Bearer e2e-admin-token-0123456789' };
const problemType = 'application/problem+json; charset=utf-8';

/** The build's nonce placeholder (server/placeholder.mjs): read here only to prove it never leaves the server. */
function placeholder(): string {
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  return readFileSync(`.next/csp-nonce-placeholder-${buildId.replace(/[^\w-]/g, '_')}`, 'utf8');
}

const nonceOf = (csp: string | undefined) => /script-src 'nonce-([A-Za-z0-9_-]+)' 'strict-dynamic'/.exec(csp ?? '')?.[1];

/**
 * Records CSP violations (the DOM event and Chromium's console message) and every HTML or RSC
 * response the page receives.
 */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  const responses: Response[] = [];
  const bodies: Promise<string>[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  page.on('response', (r) => {
    if (!/text\/(html|x-component)/.test(r.headers()['content-type'] ?? '')) return;
    responses.push(r);
    // Read at once: a document's body is gone after the next navigation.
    bodies.push(
      r.body().then(
        (b) => b.toString(),
        () => '',
      ),
    );
  });
  return {
    responses,
    bodies: () => Promise.all(bodies),
    violations: async () => [
      ...consoleErrors,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ],
  };
}

/** Waits until the site's own scripts (loaded with the nonce) have hydrated the page. */
const hydrated = (page: Page) => page.waitForFunction(() => 'next' in window);

test('every demo page runs its own scripts under the nonce CSP without a single violation', async ({ page, request }) => {
  const list = await (await request.get('/stock')).text();
  const vehicle = /href="(\/showroom\/[^"?]+)/.exec(list)?.[1];
  expect(vehicle).toBeTruthy();
  const secret = placeholder();
  const watcher = await watch(page);
  const visited: { path: string; status: number; scripts: number; nonceMatches: boolean }[] = [];
  for (const path of ['/', '/models', '/about', '/stock', vehicle!, '/e2e/broken-block', '/kore-wa-nai']) {
    const response = await page.goto(path);
    await hydrated(page);
    const nonce = nonceOf(response?.headers()['content-security-policy']);
    const nonces = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[nonce]')].map((s) => s.nonce));
    visited.push({ path, status: response?.status() ?? 0, scripts: nonces.length, nonceMatches: nonces.every((n) => n === nonce) });
  }
  expect(visited.map((v) => v.status)).toEqual([200, 200, 200, 200, 200, 200, 404]);
  expect(visited.filter((v) => v.scripts === 0 || !v.nonceMatches)).toEqual([]);
  // A client-side navigation fetches an RSC payload, which carries the nonce too.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'モデル', exact: true }).click();
  await expect(page).toHaveURL(/\/models$/);
  expect(watcher.responses.some((r) => r.headers()['content-type']?.startsWith('text/x-component'))).toBe(true);

  expect(await watcher.violations()).toEqual([]);
  const html = watcher.responses.filter((r) => r.headers()['content-type']?.startsWith('text/html'));
  expect(html.length).toBeGreaterThanOrEqual(8);
  expect(html.filter((r) => !nonceOf(r.headers()['content-security-policy']))).toEqual([]);
  const bodies = await watcher.bodies();
  expect(bodies.filter((b) => b.length > 0).length).toBeGreaterThanOrEqual(8);
  expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
});

test('two loads of the same cached page get different nonces, in the header and in the page', async ({ request }) => {
  await request.get('/about');
  const [first, second] = [await request.get('/about'), await request.get('/about')];
  expect([first.headers()['x-nextjs-cache'], second.headers()['x-nextjs-cache']]).toEqual(['HIT', 'HIT']);
  const nonces = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])];
  expect(nonces[0]).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(nonces[1]).not.toBe(nonces[0]);
  const inPage = async (r: typeof first) => [...new Set([...(await r.text()).matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]))];
  expect(await inPage(first)).toEqual([nonces[0]]);
  expect(await inPage(second)).toEqual([nonces[1]]);
  expect(first.headers()['etag']).toBeUndefined();
  expect(first.headers()['cache-control']).toBe('private, no-cache');
});

test('injected markup cannot run script: inline scripts need the nonce, inline handlers never run', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/about');
  await hydrated(page);
  // An inline event handler, the usual XSS payload, is refused outright.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img id="probe" src="data:," onload="window.__handlerRan = true">'),
  );
  await expect(page.locator('#probe')).toHaveJSProperty('complete', true);
  expect(await page.evaluate(() => (window as unknown as { __handlerRan?: boolean }).__handlerRan ?? false)).toBe(false);
  expect(await watcher.violations()).toContain('script-src-attr inline');
  // Parser-inserted scripts, as markup from the server arrives: only the one with the nonce runs.
  // (Scripts that other scripts create are trusted under 'strict-dynamic' in Chromium, nonce or not.)
  const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '');
  expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await page.evaluate((n) => {
    document.open();
    document.write(
      `<p id="written">written</p><script>window.__withoutNonce = true</script><script nonce="${n}">window.__withNonce = true</script>`,
    );
    document.close();
  }, nonce);
  await expect(page.locator('#written')).toHaveText('written');
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, boolean | undefined>;
    return { withoutNonce: w.__withoutNonce ?? false, withNonce: w.__withNonce ?? false };
  });
  expect(ran).toEqual({ withoutNonce: false, withNonce: true });
  expect((await watcher.violations()).filter((v) => v.includes('Executing inline script violates')).length).toBe(1);
});

test('an inline script metahead runs, carrying the page nonce', async ({ page, request }) => {
  // A page of its own, rendered for the first time after its metahead exists.
  const path = `/e2e/csp-metahead-${Date.now()}`;
  const created = await request.post('/api/pages', {
    headers: admin,
    data: {
      path,
      title: 'CSP',
      status: 'published',
      blocks: [{ template_key: 'snippet', content: { fields: { title: 'CSP', header_tag: 'h1' }, field_groups: [] } }],
    },
  });
  expect(created.status()).toBe(201);
  const pageId = (await created.json()).data.id;
  const metahead = await request.post('/api/metaheads', {
    headers: admin,
    data: {
      content: 'window.__metaheadRan = (window.__metaheadRan || 0) + 1;',
      language: 'javascript',
      in_body: true,
      rdx_core_page_id: pageId,
    },
  });
  expect(metahead.status()).toBe(201);
  try {
    const watcher = await watch(page);
    const response = await page.goto(path);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __metaheadRan?: number }).__metaheadRan)).toBe(1);
    const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-metahead]')?.nonce);
    expect(nonce).toBe(nonceOf(response?.headers()['content-security-policy']));
    expect(await watcher.violations()).toEqual([]);
  } finally {
    expect((await request.delete(`/api/pages/${pageId}`, { headers: admin })).status()).toBe(204);
  }
});

test('HSTS is not sent over plain http, even when the client claims https', async ({ request }) => {
  const plain = await request.get('/');
  const claimed = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  expect(claimed.headers()['strict-transport-security']).toBeUndefined();
  expect(plain.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

test('broken URLs get 400: problem+json under the APIs, a Japanese error page elsewhere', async ({ request }) => {
  const statuses: { path: string; status: number; type?: string; body: { type?: string } }[] = [];
  for (const path of ['/public_api/listing/%zz', '/api/pages/%E0%A4%A']) {
    const res = await request.get(path);
    statuses.push({ path, status: res.status(), type: res.headers()['content-type'], body: await res.json() });
  }
  expect(statuses.map((s) => [s.status, s.type, s.body.type])).toEqual([
    [400, problemType, 'about:blank#bad_request'],
    [400, problemType, 'about:blank#bad_request'],
  ]);
  const page = await request.get('/showroom/%zz');
  expect(page.status()).toBe(400);
  expect(nonceOf(page.headers()['content-security-policy'])).toBeTruthy();
  expect(await page.text()).toContain('<h1>エラーが発生しました</h1>');
});

test('unknown API routes answer 404 problem+json for every method', async ({ request }) => {
  const answers = [
    await request.get('/api/no-such-thing'),
    await request.post('/api/no/such/thing', { headers: admin, data: {} }),
    await request.delete('/public_api/no-such-thing'),
  ];
  expect(answers.map((r) => [r.status(), r.headers()['content-type']])).toEqual([
    [404, problemType],
    [404, problemType],
    [404, problemType],
  ]);
  expect(await answers[0]!.json()).toEqual({
    type: 'about:blank#not_found',
    title: 'Not Found',
    status: 404,
    detail: 'No API route matches this path.',
  });
});

test('hostile request lines get problem+json, never a 500 or an empty answer', async ({ baseURL, request }) => {
  const { port } = new URL(baseURL!);
  const long = await request.get(`/api/pages/${'a'.repeat(9000)}`);
  expect([long.status(), long.headers()['content-type']]).toEqual([414, problemType]);
  const unsupported = await request.delete('/api/health');
  expect([unsupported.status(), unsupported.headers()['content-type']]).toEqual([405, problemType]);
  const trace = await send(Number(port), 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  const track = await send(Number(port), 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n');
  const oversized = await send(Number(port), `GET /${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect([trace, track, oversized].map((a) => a.split('\r\n')[0])).toEqual([
    'HTTP/1.1 405 Method Not Allowed',
    'HTTP/1.1 405 Method Not Allowed',
    'HTTP/1.1 431 Request Header Fields Too Large',
  ]);
  expect([trace, track, oversized].filter((a) => !a.toLowerCase().includes(`content-type: ${problemType}`))).toEqual([]);
  expect(trace.toLowerCase()).toContain('allow: get, head, post, put, patch, delete, options');
});

/**
 * Raw bytes to the server (fetch cannot send TRACE or TRACK, nor an oversized request line);
 * resolves with everything it answers until it closes the connection.
 */
function send(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}
