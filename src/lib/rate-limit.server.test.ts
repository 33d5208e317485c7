import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { logger } from './logger.server';
import {
  assertUnderRateLimit,
  clientAddress,
  countRateLimitHit,
  enforceRateLimit,
  enforceRateLimits,
  rateLimitPolicies,
  registerRateLimitStore,
  type RateLimitStore,
} from './rate-limit.server';

/**
 * The fixed-window limits on the in-process store (used when no shared store is registered) and
 * the policies around any store. Times are given explicitly, so windows are exact.
 */
const t0 = 1_700_000_000_000;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a 429 AppError');
}

beforeEach(() => registerRateLimitStore(undefined)); // a fresh in-memory store for each test

describe('the default policies', () => {
  it('allow 600 public API reads per client and minute (RATE_LIMIT_PUBLIC_PER_MINUTE default)', async () => {
    for (let i = 0; i < 600; i++) await enforceRateLimit('publicApi', 'a', t0 + i);
    const error = await refusal(enforceRateLimit('publicApi', 'a', t0 + 600));
    expect(error.status).toBe(429);
    // The window started at t0 and lasts a minute.
    expect(error.headers).toEqual({ 'retry-after': '60' });
    await expect(enforceRateLimit('publicApi', 'a', t0 + 60_000)).resolves.toBeUndefined();
  });

  it('lock a client out for 15 minutes after 10 failed tokens', async () => {
    for (let i = 0; i < 9; i++) await countRateLimitHit('authFailures', 'b', t0);
    await expect(assertUnderRateLimit('authFailures', 'b', t0)).resolves.toBeUndefined();
    await countRateLimitHit('authFailures', 'b', t0);
    const error = await refusal(assertUnderRateLimit('authFailures', 'b', t0 + 1000));
    expect(error.message).toBe('Too many requests. Try again in 899 seconds.');
    expect(error.headers).toEqual({ 'retry-after': '899' });
    await expect(assertUnderRateLimit('authFailures', 'b', t0 + 15 * 60_000)).resolves.toBeUndefined();
  });
});

describe('fixed windows', () => {
  const saved = structuredClone(rateLimitPolicies);
  beforeEach(() => {
    rateLimitPolicies.publicApi = { limit: 2, windowMs: 10_000 };
  });
  afterEach(() => Object.assign(rateLimitPolicies, structuredClone(saved)));

  it('counts per client and per limit', async () => {
    await enforceRateLimit('publicApi', 'c', t0);
    await enforceRateLimit('publicApi', 'c', t0);
    await expect(enforceRateLimit('publicApi', 'd', t0)).resolves.toBeUndefined();
    await countRateLimitHit('authFailures', 'c', t0);
    expect((await refusal(enforceRateLimit('publicApi', 'c', t0))).status).toBe(429);
  });

  it('refuses with the seconds left in the window, rounded up', async () => {
    await enforceRateLimit('publicApi', 'e', t0);
    await enforceRateLimit('publicApi', 'e', t0);
    const error = await refusal(enforceRateLimit('publicApi', 'e', t0 + 8_500));
    expect(error.message).toBe('Too many requests. Try again in 2 seconds.');
    expect(error.headers).toEqual({ 'retry-after': '2' });
  });

  it('says at least one second, even in the last moment of the window', async () => {
    await enforceRateLimit('publicApi', 'f', t0);
    await enforceRateLimit('publicApi', 'f', t0);
    expect((await refusal(enforceRateLimit('publicApi', 'f', t0 + 9_999))).headers).toEqual({ 'retry-after': '1' });
  });

  it('starts a new window exactly when the old one ends, not when the last hit was', async () => {
    await enforceRateLimit('publicApi', 'g', t0);
    await enforceRateLimit('publicApi', 'g', t0 + 9_000);
    await expect(enforceRateLimit('publicApi', 'g', t0 + 10_000)).resolves.toBeUndefined();
    await expect(enforceRateLimit('publicApi', 'g', t0 + 10_001)).resolves.toBeUndefined();
    expect((await refusal(enforceRateLimit('publicApi', 'g', t0 + 10_002))).headers).toEqual({ 'retry-after': '10' });
  });

  it('does not count a check: only hits use up the budget', async () => {
    for (let i = 0; i < 5; i++) await assertUnderRateLimit('publicApi', 'h', t0);
    await expect(enforceRateLimit('publicApi', 'h', t0)).resolves.toBeUndefined();
    await expect(enforceRateLimit('publicApi', 'h', t0)).resolves.toBeUndefined();
  });

  it('forgets an ended window when checking', async () => {
    await enforceRateLimit('publicApi', 'i', t0);
    await enforceRateLimit('publicApi', 'i', t0);
    expect((await refusal(assertUnderRateLimit('publicApi', 'i', t0 + 9_999))).status).toBe(429);
    await expect(assertUnderRateLimit('publicApi', 'i', t0 + 10_000)).resolves.toBeUndefined();
  });
});

describe('the in-process store', () => {
  it('warns once that limits are counted in process memory only', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      vi.resetModules();
      const fresh = await import('./rate-limit.server');
      fresh.registerRateLimitStore(undefined);
      await fresh.countRateLimitHit('authFailures', 'j', t0);
      await fresh.countRateLimitHit('authFailures', 'j', t0);
      fresh.registerRateLimitStore(undefined);
      await fresh.countRateLimitHit('authFailures', 'j', t0);
      expect(warn.mock.calls).toEqual([['no shared rate-limit store registered: counting in process memory']]);
    } finally {
      warn.mockRestore();
    }
  });

  it('starts counting afresh when more than 100,000 addresses are being counted, so a flood cannot exhaust memory', async () => {
    for (let i = 0; i < 10; i++) await countRateLimitHit('authFailures', 'flooded', t0);
    // 99,999 other addresses: 100,000 windows, still within the bound.
    for (let i = 0; i < 99_999; i++) await countRateLimitHit('authFailures', `flood-${i}`, t0);
    await countRateLimitHit('authFailures', 'one-more', t0);
    expect((await refusal(assertUnderRateLimit('authFailures', 'flooded', t0))).status).toBe(429);
    // Now 100,001 windows: the next new window clears them all.
    await countRateLimitHit('authFailures', 'and-another', t0);
    await expect(assertUnderRateLimit('authFailures', 'flooded', t0)).resolves.toBeUndefined();
  });
});

describe('a registered shared store', () => {
  it('is the one that counts', async () => {
    const hits: string[] = [];
    const store: RateLimitStore = {
      hit: async (key, windowMs, now) => {
        hits.push(`${key} ${windowMs}`);
        return { hits: 1_000, windowEnd: now + 5_000 };
      },
      peek: async (_key, now) => ({ hits: 0, windowEnd: now }),
    };
    registerRateLimitStore(store);
    const error = await refusal(enforceRateLimit('publicApi', 'k', t0));
    expect(error.headers).toEqual({ 'retry-after': '5' });
    await countRateLimitHit('authFailures', 'k', t0);
    expect(hits).toEqual(['publicApi:k 60000', 'authFailures:k 900000']);
  });

  it('does not take the site down when it fails: limits are skipped and the failure is logged', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const broken = () => Promise.reject(new Error('connection refused'));
      registerRateLimitStore({ hit: broken, peek: broken });
      await expect(enforceRateLimit('publicApi', 'l', t0)).resolves.toBeUndefined();
      await expect(assertUnderRateLimit('authFailures', 'l', t0)).resolves.toBeUndefined();
      await expect(countRateLimitHit('authFailures', 'l', t0)).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledTimes(3);
      expect(error.mock.calls[0]).toEqual([{ err: new Error('connection refused') }, 'rate-limit store unavailable: limit not applied']);
    } finally {
      error.mockRestore();
    }
  });
});

describe('clientAddress', () => {
  it('is the address the server put in x-client-ip, or "unknown"', () => {
    const from = (headers: Record<string, string>) => clientAddress(new Request('http://localhost/', { headers }));
    expect(from({ 'x-client-ip': ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(from({ 'x-client-ip': '   ' })).toBe('unknown');
    expect(from({})).toBe('unknown');
  });
});

describe('enforceRateLimits (several limits, one hit each)', () => {
  const saved = structuredClone(rateLimitPolicies);
  beforeEach(() => {
    rateLimitPolicies.leadsPerClient = { limit: 2, windowMs: 10_000 };
    rateLimitPolicies.leadsPerForm = { limit: 3, windowMs: 60_000 };
  });
  afterEach(() => Object.assign(rateLimitPolicies, structuredClone(saved)));

  const both = (client: string, now: number) =>
    enforceRateLimits(
      [
        ['leadsPerForm', '7'],
        ['leadsPerClient', client],
      ],
      now,
    );

  it('counts each limit and refuses when either is over, waiting for the later window', async () => {
    await both('a', t0);
    await both('a', t0);
    const perClient = await refusal(both('a', t0 + 1000)); // a's third: over 2 per client
    expect(perClient.headers?.['retry-after']).toBe('9');
    const perForm = await refusal(both('b', t0 + 1000)); // the form's fourth: over 3 per form
    expect(perForm.headers?.['retry-after']).toBe('59');
  });

  it('uses the store’s own hitMany when it has one, in the order asked', async () => {
    const hitMany = vi.fn(async (hits: { key: string; windowMs: number }[], now: number) =>
      hits.map((h, i) => ({ hits: i === 1 ? 5 : 1, windowEnd: now + h.windowMs })),
    );
    registerRateLimitStore({ hit: vi.fn(), peek: vi.fn(), hitMany } as unknown as RateLimitStore);
    const error = await refusal(both('c', t0));
    expect(hitMany).toHaveBeenCalledWith(
      [
        { key: 'leadsPerForm:7', windowMs: 60_000 },
        { key: 'leadsPerClient:c', windowMs: 10_000 },
      ],
      t0,
    );
    expect(error.headers?.['retry-after']).toBe('10');
  });
});
