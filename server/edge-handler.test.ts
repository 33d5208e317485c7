import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceOf, placeholder, request, startEdge, type Edge } from './testing';

// A page as Next streams it: the placeholder nonce split over chunks, big enough to be compressed.
const padding = `<p>${'コンテンツ'.repeat(200)}</p>`;
const chunks = [
  '<html><head><script nonce="TESTplace',
  `holderTESTplace"></script></head><body>${padding}`,
  `<script nonce="${placeholder}">1</script></body></html>`,
];

let edge: Edge;
let proxied: Edge;
beforeAll(async () => {
  const next = async (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const path = req.url ?? '/';
    res.setHeader('x-seen-csp', String(req.headers['content-security-policy']));
    res.setHeader('x-seen-ip', String(req.headers['x-client-ip']));
    res.setHeader('x-seen-if-none-match', String(req.headers['if-none-match']));
    if (path === '/page') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('etag', '"abc"');
      res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate');
      for (const chunk of chunks) {
        res.write(chunk);
        await new Promise((r) => setTimeout(r, 5));
      }
      res.end();
    } else if (path === '/rsc') {
      res.setHeader('content-type', 'text/x-component');
      res.end(`0:{"nonce":"${placeholder}"}`);
    } else if (path === '/api/only-get') {
      res.statusCode = 405;
      res.setHeader('allow', 'GET, HEAD');
      res.end();
    } else if (path === '/public_api/boom') {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/plain');
      res.end('Internal Server Error');
    } else if (path === '/api/validation') {
      res.writeHead(422, { 'content-type': 'application/problem+json; charset=utf-8' });
      res.end('{"status":422,"errors":[{"pointer":"x"}]}');
    } else {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<h1>ページが見つかりません</h1>');
    }
  };
  edge = await startEdge(next);
  proxied = await startEdge(next, { trustProxy: true });
});
afterAll(async () => {
  await edge.close();
  await proxied.close();
});

describe('HTML responses', () => {
  it('carry a fresh nonce in the CSP header and in every script, never the placeholder', async () => {
    const [a, b] = [await request(edge.port, '/page'), await request(edge.port, '/page')];
    const nonceA = nonceOf(a.headers['content-security-policy']);
    const nonceB = nonceOf(b.headers['content-security-policy']);
    expect(nonceA).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(nonceB).not.toBe(nonceA);
    const html = a.body.toString();
    expect(html).not.toContain(placeholder);
    expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonceA, nonceA]);
    expect(html).toContain(padding);
  });

  it('render with the placeholder: a CSP request header from the client is replaced', async () => {
    const res = await request(edge.port, '/page', { headers: { 'content-security-policy': "script-src 'nonce-attacker'" } });
    expect(res.headers['x-seen-csp']).toBe(`script-src 'nonce-${placeholder}' 'strict-dynamic'`);
  });

  it('lose the ETag and may not be kept by shared caches', async () => {
    const res = await request(edge.port, '/page');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('are never answered 304: the conditional headers do not reach Next for pages, but do for APIs', async () => {
    const page = await request(edge.port, '/page', { headers: { 'if-none-match': '"abc"' } });
    const api = await request(edge.port, '/api/validation', { headers: { 'if-none-match': '"abc"' } });
    expect(page.headers['x-seen-if-none-match']).toBe('undefined');
    expect(api.headers['x-seen-if-none-match']).toBe('"abc"');
  });

  it('are compressed after the rewrite, with brotli or gzip', async () => {
    const br = await request(edge.port, '/page', { headers: { 'accept-encoding': 'br' } });
    const gz = await request(edge.port, '/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const brHtml = brotliDecompressSync(br.body).toString();
    const gzHtml = gunzipSync(gz.body).toString();
    expect(brHtml).toContain(`nonce="${nonceOf(br.headers['content-security-policy'])}"`);
    expect(gzHtml).toContain(`nonce="${nonceOf(gz.headers['content-security-policy'])}"`);
    expect(brHtml + gzHtml).not.toContain(placeholder);
  });

  it('carry no HSTS over plain http, even when the client claims https', async () => {
    const res = await request(edge.port, '/page', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('carry HSTS when a trusted proxy says the request came over https', async () => {
    const res = await request(proxied.port, '/page', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('RSC payloads', () => {
  it('get the nonce too but no CSP header of their own', async () => {
    const res = await request(edge.port, '/rsc');
    expect(res.body.toString()).toMatch(/^0:\{"nonce":"[A-Za-z0-9_-]{24}"\}$/);
    expect(res.body.toString()).not.toContain(placeholder);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('client address', () => {
  it('is the socket address, whatever x-client-ip or X-Forwarded-For the client sent', async () => {
    const res = await request(edge.port, '/page', { headers: { 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7' } });
    expect(res.headers['x-seen-ip']).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, is the right-most X-Forwarded-For entry', async () => {
    const res = await request(proxied.port, '/page', { headers: { 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7, 198.51.100.4' } });
    expect(res.headers['x-seen-ip']).toBe('198.51.100.4');
  });
});

describe('API error answers', () => {
  it("turn Next's empty 405 into problem+json and keep Allow", async () => {
    const res = await request(edge.port, '/api/only-get', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(res.body.toString())).toMatchObject({ type: 'about:blank#method_not_allowed', status: 405 });
  });

  it('turn a plain-text 500 into problem+json', async () => {
    const res = await request(edge.port, '/public_api/boom');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body.toString())).toEqual({
      type: 'about:blank#internal',
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred.',
    });
  });

  it('leave problem documents of the routes as they are', async () => {
    const res = await request(edge.port, '/api/validation');
    expect(JSON.parse(res.body.toString())).toEqual({ status: 422, errors: [{ pointer: 'x' }] });
  });

  it('leave HTML error pages outside the API alone', async () => {
    const res = await request(edge.port, '/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('<h1>ページが見つかりません</h1>');
    expect(res.headers['content-security-policy']).toContain("'strict-dynamic'");
  });
});
