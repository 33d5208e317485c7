import { EventEmitter } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installShutdown } from './edge-server.mjs';
import { bodyOf, raw, request, startEdge, type Edge } from './testing';

let edge: Edge;
const reached: string[] = [];
beforeAll(async () => {
  edge = await startEdge((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.end('ok');
  });
});
afterAll(() => edge.close());

const problemType = 'application/problem+json; charset=utf-8';

describe('methods', () => {
  it('answers TRACE and PROPFIND with 405 problem+json and Allow, without reaching Next', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await request(edge.port, '/', { method });
      expect({ method, status: res.status, type: res.headers['content-type'], allow: res.headers.allow }).toEqual({
        method,
        status: 405,
        type: problemType,
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      });
    }
    expect(reached.filter((r) => r.startsWith('TRACE') || r.startsWith('PROPFIND'))).toEqual([]);
  });

  it('answers a method the HTTP parser does not know (TRACK) with 405 problem+json', async () => {
    const answer = await raw(edge.port, 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain('allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(bodyOf(answer)).toMatchObject({ type: 'about:blank#method_not_allowed', status: 405 });
  });

  it('answers CONNECT with 405 problem+json', async () => {
    const answer = await raw(edge.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(bodyOf(answer)).toMatchObject({ status: 405 });
  });
});

describe('URLs', () => {
  it('answers a URL over 8 KB with 414 problem+json', async () => {
    const res = await request(edge.port, `/${'a'.repeat(9000)}`);
    expect(res.status).toBe(414);
    expect(res.headers['content-type']).toBe(problemType);
    expect(JSON.parse(res.body.toString())).toMatchObject({ type: 'about:blank#uri_too_long', title: 'URI Too Long', status: 414 });
  });

  it('answers request headers over the limit with 431 problem+json instead of an empty answer', async () => {
    const answer = await raw(edge.port, `GET /${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain(`content-type: ${problemType}`);
    expect(bodyOf(answer)).toMatchObject({ type: 'about:blank#header_fields_too_large', status: 431 });
  });

  it('answers bytes that are not HTTP with 400 problem+json', async () => {
    const answer = await raw(edge.port, 'GET / HTTP/9.9 garbage\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(answer)).toMatchObject({ type: 'about:blank#bad_request', status: 400 });
  });

  it('answers malformed percent-encoding under the APIs with 400 problem+json', async () => {
    for (const path of ['/public_api/listing/%zz', '/api/pages/%E0%A4%A']) {
      const res = await request(edge.port, path);
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 400, type: problemType });
    }
  });

  it('answers malformed percent-encoding of a page with a small Japanese error page under CSP', async () => {
    const res = await request(edge.port, '/showroom/%zz');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9_-]{24}' 'strict-dynamic'/);
    const html = res.body.toString();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<h1>エラーが発生しました</h1>');
    expect(html).toContain('ステータスコード: 400');
    expect(html).toContain('<a href="/">ホームへ戻る</a>');
  });

  it('serves an absolute-form request target as its path', async () => {
    const answer = await raw(edge.port, 'GET http://example.com/models?x=1 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(reached).toContain('GET /models?x=1');
  });

  it('answers OPTIONS * with the methods the server accepts', async () => {
    const answer = await raw(edge.port, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
    expect(answer).toContain('allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('lets well-formed requests through to Next', async () => {
    const res = await request(edge.port, '/stock?q=%zz');
    expect(res.status).toBe(200);
    expect(reached).toContain('GET /stock?q=%zz');
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, finishes the open request telling the client to close, then exits 0', async () => {
    let release: (() => void) | undefined;
    const slow = await startEdge(async (_req, res) => {
      await new Promise<void>((r) => (release = r));
      res.end('finished');
    });
    const signals = new EventEmitter();
    const exit = vi.fn();
    const onClosed = vi.fn(async () => undefined);
    installShutdown(slow.server, { onClosed, exit, signals, log: { info: () => undefined, warn: () => undefined } });
    const keepAlive = new http.Agent({ keepAlive: true });
    const inFlight = request(slow.port, '/slow', { agent: keepAlive });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    signals.emit('SIGTERM');
    await expect(request(slow.port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(exit).not.toHaveBeenCalled();
    release?.();
    const answer = await inFlight;
    expect(answer.body.toString()).toBe('finished');
    expect(answer.headers.connection).toBe('close');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(onClosed).toHaveBeenCalledTimes(1);
    keepAlive.destroy();
  });
});
