import { afterEach, describe, expect, it } from 'vitest';
import { GET as listing } from '@/app/public_api/company_config/[name]/route';
import { GET as listPages } from '@/app/api/pages/route';
import { createDbRateLimitStore } from '@/db/rate-limit-store.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { adminToken, ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

const defaults = structuredClone(rateLimitPolicies);
afterEach(() => Object.assign(rateLimitPolicies, structuredClone(defaults)));

const pagesAs = (ip: string, token: string) =>
  listPages(request('/api/pages', { headers: { authorization: `Bearer ${token}`, 'x-client-ip': ip } }), undefined);

describe('rate limits on the shared store', () => {
  it('locks out a client after repeated wrong tokens, even when it finally sends the right one', async () => {
    for (let i = 0; i < rateLimitPolicies.authFailures.limit; i++)
      expect((await pagesAs('203.0.113.7', `wrong-token-${i}`)).status).toBe(401);
    const locked = await pagesAs('203.0.113.7', adminToken);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await problem(locked)).status).toBe(429);
    expect((await pagesAs('203.0.113.8', adminToken)).status).toBe(200);
  });

  it('limits anonymous public API reads per client, answering 429 with Retry-After', async () => {
    rateLimitPolicies.publicApi = { limit: 5, windowMs: 60_000 };
    const call = (ip: string) =>
      listing(request('/public_api/company_config/all', { headers: { 'x-client-ip': ip } }), ctx({ name: 'all' }));
    for (let i = 0; i < 5; i++) expect((await call('198.51.100.1')).status).toBe(200);
    const limited = await call('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call('198.51.100.2')).status).toBe(200);
  });

  it('starts a new window when the old one is over', async () => {
    rateLimitPolicies.publicApi = { limit: 1, windowMs: 300 };
    const call = () =>
      listing(request('/public_api/company_config/all', { headers: { 'x-client-ip': '198.51.100.9' } }), ctx({ name: 'all' }));
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(429);
    await new Promise((r) => setTimeout(r, 400));
    expect((await call()).status).toBe(200);
  });
});

describe('the database store counting several keys in one statement', () => {
  it('starts, counts and renews each key in its own window', async () => {
    const store = createDbRateLimitStore();
    const t0 = 1_800_000_000_000;
    const keys = [
      { key: 'many:a', windowMs: 1000 },
      { key: 'many:b', windowMs: 60_000 },
    ];
    expect(await store.hitMany!(keys, t0)).toEqual([
      { hits: 1, windowEnd: t0 + 1000 },
      { hits: 1, windowEnd: t0 + 60_000 },
    ]);
    expect(await store.hitMany!([...keys].reverse(), t0 + 500)).toEqual([
      { hits: 2, windowEnd: t0 + 60_000 },
      { hits: 2, windowEnd: t0 + 1000 },
    ]);
    // a's window is over: it starts again; b's goes on counting
    expect(await store.hitMany!(keys, t0 + 1500)).toEqual([
      { hits: 1, windowEnd: t0 + 2500 },
      { hits: 3, windowEnd: t0 + 60_000 },
    ]);
    expect(await store.peek('many:b', t0 + 1500)).toEqual({ hits: 3, windowEnd: t0 + 60_000 });
  });
});
