import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeHandler } from './edge-handler.mjs';
import { createEdgeServer } from './edge-server.mjs';
import { preferredEncoding } from './static-cache.mjs';
import { placeholder, request } from './testing';

const script = Array.from({ length: 3000 }, (_, i) => `export const v${i} = ${(i * 7919) % 10007};`).join('\n');
const quiet = { error: () => undefined, debug: () => undefined };
let dir: string;
let port: number;
let server: ReturnType<typeof createEdgeServer>;
const served: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks/app.js'), script);
  // A stand-in for Next serving the same files, with the headers it sends for build assets.
  const next = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    served.push(req.url ?? '');
    if (req.url !== '/_next/static/chunks/app.js') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
    res.end(script);
  };
  server = createEdgeServer(createEdgeHandler(next, { placeholder, trustProxy: false, log: quiet, staticDir: dir }), quiet);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as import('node:net').AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('build assets', () => {
  it('are served by Next first, then from memory at the strongest compression with the same headers', async () => {
    const first = await request(port, '/_next/static/chunks/app.js', { headers: { 'accept-encoding': 'br' } });
    expect(served).toEqual(['/_next/static/chunks/app.js']);
    // Compression runs in the background: poll until an answer comes without asking Next.
    const br = await vi.waitFor(async () => {
      const before = served.length;
      const res = await request(port, '/_next/static/chunks/app.js', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(served.length).toBe(before);
      return res;
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gz = await request(port, '/_next/static/chunks/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.body.length).toBe(gzipSync(script, { level: 9 }).length);
  });

  it('are left to Next for clients that accept no compression, and when missing', async () => {
    const before = served.length;
    const plain = await request(port, '/_next/static/chunks/app.js');
    const missing = await request(port, '/_next/static/chunks/none.js', { headers: { 'accept-encoding': 'br' } });
    expect(plain.body.toString()).toBe(script);
    expect(missing.status).toBe(404);
    expect(served.slice(before)).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/none.js']);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
