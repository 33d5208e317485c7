import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute, json, readJsonBody, requireSameOrigin } from './api.server';
import { AppError } from './app-error';
import { rateLimitPolicies } from './rate-limit.server';

/**
 * The CSRF guard, the wrong-token lockout and JSON body reading, seen as an API client sees them:
 * a route wrapped in `apiRoute` answers with a status and a problem document. Which tokens are
 * valid is features/auth's business (tests/integration/access.test.ts); here a route stands in
 * that accepts one token.
 */
const token = 'test-admin-token-0123456789';

let clients = 0;
function call(headers: Record<string, string> = {}, init: RequestInit & { path?: string } = {}): Request {
  const { path = '/api/things', ...rest } = init;
  // Each request from its own address, so rate limits only show where a test wants them.
  return new Request(`http://localhost:3000${path}`, { ...rest, headers: { 'x-client-ip': `api-test-${++clients}`, ...headers } });
}

const mutation = apiRoute(async (request: Request) => {
  requireSameOrigin(request);
  if (request.headers.get('authorization') !== `Bearer ${token}`) throw new AppError('UNAUTHORIZED', 'A valid bearer token is required.');
  return json({ ok: true });
});

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as { detail?: string; errors?: { pointer: string; detail: string }[] } };
}

describe('same-origin guard', () => {
  const admin = { authorization: `Bearer ${token}` };

  it.each([
    ['no Origin and no Sec-Fetch-Site (a script or curl)', {}],
    ['Origin of the request URL', { origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed into the address bar)', { 'sec-fetch-site': 'none' }],
  ])('lets through %s', async (_, headers) => {
    expect((await mutation(call({ ...admin, ...headers }), undefined)).status).toBe(200);
  });

  it.each([
    ['Origin null (sandboxed frames, data: URLs)', { origin: 'null' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a same-origin Sec-Fetch-Site with a foreign Origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
  ])('refuses %s with 403 before looking at the token', async (_, headers) => {
    const { status, body } = await answer(await mutation(call({ ...admin, ...headers }), undefined));
    expect(status).toBe(403);
    expect(body.detail).toBe('Cross-site request refused.');
  });

  it('checks the origin before the token, so a forged cross-site request learns nothing about tokens', async () => {
    expect((await mutation(call({ origin: 'https://evil.example' }), undefined)).status).toBe(403);
  });

  describe('with a public SITE_URL behind a proxy', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it("accepts the configured public origin (stored with a trailing slash) besides the request's own", async () => {
      vi.stubEnv('SITE_URL', 'https://www.example.jp/');
      vi.resetModules();
      const fresh = await import('./api.server');
      expect(() => fresh.requireSameOrigin(call({ origin: 'https://www.example.jp' }))).not.toThrow();
      // The origin the request was actually sent to stays accepted too (internal host names).
      expect(() => fresh.requireSameOrigin(call({ origin: 'http://localhost:3000' }))).not.toThrow();
      expect(catchError(() => fresh.requireSameOrigin(call({ origin: 'https://www.example.jp.evil.example' }))).status).toBe(403);
    });
  });

  it('is a plain function too: it throws the 403 AppError', () => {
    expect(catchError(() => requireSameOrigin(call({ origin: 'null' }))).status).toBe(403);
    expect(() => requireSameOrigin(call(admin))).not.toThrow();
  });
});

describe('apiRoute', () => {
  it('passes the handler answer through', async () => {
    const route = apiRoute(async () => json({ a: 1 }, { status: 201 }));
    const response = await route(call(), undefined);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('answers a thrown AppError as problem+json with its status and message', async () => {
    const route = apiRoute(async () => {
      throw new AppError('NOT_FOUND', 'No such thing.');
    });
    const response = await route(call(), undefined);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await response.json()).detail).toBe('No such thing.');
  });

  it('locks a client out after ten wrong tokens, even when it then sends the right one; other clients are unaffected', async () => {
    const headers = (value: string) => ({ authorization: `Bearer ${value}`, 'x-client-ip': '203.0.113.50' });
    for (let i = 0; i < 10; i++) expect((await mutation(call(headers(`wrong-${i}`)), undefined)).status).toBe(401);
    const locked = await mutation(call(headers(token)), undefined);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await mutation(call({ authorization: `Bearer ${token}`, 'x-client-ip': '203.0.113.51' }), undefined)).status).toBe(200);
  });

  it('still answers a locked-out client that sends no token (public reads stay open)', async () => {
    const read = apiRoute(async () => json({ public: true }));
    const ip = '203.0.113.55';
    for (let i = 0; i < 10; i++) await mutation(call({ authorization: `Bearer wrong-${i}`, 'x-client-ip': ip }), undefined);
    expect((await read(call({ authorization: 'Bearer x', 'x-client-ip': ip }), undefined)).status).toBe(429);
    expect((await read(call({ 'x-client-ip': ip }), undefined)).status).toBe(200);
  });

  it('allows nine wrong tokens without locking the client out', async () => {
    const headers = (value: string) => ({ authorization: `Bearer ${value}`, 'x-client-ip': '203.0.113.60' });
    for (let i = 0; i < 9; i++) expect((await mutation(call(headers(`wrong-${i}`)), undefined)).status).toBe(401);
    expect((await mutation(call(headers(token)), undefined)).status).toBe(200);
  });

  it('counts only 401 answers as wrong tokens', async () => {
    const forbidden = apiRoute(async () => {
      throw new AppError('FORBIDDEN', 'No.');
    });
    const headers = { authorization: 'Bearer whatever', 'x-client-ip': '203.0.113.70' };
    for (let i = 0; i < 12; i++) expect((await forbidden(call(headers), undefined)).status).toBe(403);
    expect((await mutation(call({ ...headers, authorization: `Bearer ${token}` }), undefined)).status).toBe(200);
  });

  it('limits anonymous reads of /public_api/ and /trade_in/ per client, but not /api/', async () => {
    const saved = rateLimitPolicies.publicApi;
    rateLimitPolicies.publicApi = { limit: 2, windowMs: 60_000 };
    try {
      const read = apiRoute(async () => json({}));
      const statuses = async (path: string, ip: string) => {
        const out: number[] = [];
        for (let i = 0; i < 3; i++) out.push((await read(call({ 'x-client-ip': ip }, { path }), undefined)).status);
        return out;
      };
      expect(await statuses('/public_api/listing/1', '198.51.100.10')).toEqual([200, 200, 429]);
      expect(await statuses('/trade_in/quote', '198.51.100.11')).toEqual([200, 200, 429]);
      expect(await statuses('/api/templates', '198.51.100.12')).toEqual([200, 200, 200]);
      expect(await statuses('/x/public_api/listing', '198.51.100.13')).toEqual([200, 200, 200]);
    } finally {
      rateLimitPolicies.publicApi = saved;
    }
  });
});

describe('json', () => {
  it('answers JSON that is not cached unless the route says otherwise', async () => {
    const response = json({ a: '日本' }, { status: 202, headers: { 'x-extra': '1' } });
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-extra')).toBe('1');
    expect(await response.json()).toEqual({ a: '日本' });
    expect(json({}, { headers: { 'cache-control': 'public, max-age=60' } }).headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('readJsonBody', () => {
  const schema = z.object({ title: z.string().min(1), count: z.number().int() });
  const route = (limits?: Parameters<typeof readJsonBody>[2]) =>
    apiRoute(async (request: Request) => json(await readJsonBody(request, schema, limits)));
  const post = (body: string, type = 'application/json') => call({ 'content-type': type }, { method: 'POST', body });

  it('returns the validated body, whatever the charset parameter', async () => {
    const response = await route()(post('{"title":"車","count":2}', 'application/json; charset=utf-8'), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: '車', count: 2 });
  });

  it('refuses other media types with 415', async () => {
    const { status, body } = await answer(await route()(post('{"title":"a","count":1}', 'text/plain'), undefined));
    expect(status).toBe(415);
    expect(body.detail).toBe('Send the body as application/json.');
    expect((await route()(call({}, { method: 'POST', body: '{}' }), undefined)).status).toBe(415);
  });

  it('refuses a body that fails the schema with 422 naming each field', async () => {
    const { status, body } = await answer(await route()(post('{"title":"","count":1.5}'), undefined));
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.pointer).sort()).toEqual(['count', 'title']);
  });

  it('allows one megabyte by default and refuses a byte more with 413', async () => {
    const padded = (size: number) => {
      const base = '{"title":"a","count":1,"pad":""}';
      return base.replace('"pad":""', `"pad":"${'x'.repeat(size - base.length)}"`);
    };
    expect((await route()(post(padded(1_000_000)), undefined)).status).toBe(200);
    expect((await route()(post(padded(1_000_001)), undefined)).status).toBe(413);
  });

  it('applies the byte and depth limits a route gives', async () => {
    expect((await route({ maxBytes: 10 })(post('{"title":"abc","count":1}'), undefined)).status).toBe(413);
    const deep = await answer(await route({ maxDepth: 1 })(post('{"title":"a","count":1,"x":{"y":1}}'), undefined));
    expect(deep.status).toBe(422);
    expect(deep.body.detail).toBe('The JSON is nested deeper than 1 levels.');
  });

  it('refuses prototype keys with 422 before validation', async () => {
    const { status, body } = await answer(await route()(post('{"title":"a","count":1,"__proto__":{"admin":true}}'), undefined));
    expect(status).toBe(422);
    expect(body.errors?.[0]?.pointer).toBe('__proto__');
  });
});

/** The error `fn` throws (an AppError, possibly from a freshly imported copy of the module). */
function catchError(fn: () => unknown): Error & { status?: number } {
  try {
    fn();
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected an error');
}
