import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Redis-backed rate-limit store (REDIS_URL set), against a small in-memory stand-in that
 * answers the Redis commands the store sends (INCR, PEXPIRE … NX, PTTL, GET in MULTI or alone)
 * the way Redis does, on a clock the test moves.
 */
const redis = vi.hoisted(() => {
  process.env.REDIS_URL = 'redis://redis.test:6379';
  const state = {
    clock: 0,
    values: new Map<string, { count: number; expiresAt?: number }>(),
    options: undefined as Record<string, unknown> | undefined,
    errorListeners: [] as ((error: Error) => void)[],
    down: false,
    pexpireFails: false,
    execAnswersNull: false,
  };
  const live = (key: string) => {
    const entry = state.values.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= state.clock) {
      state.values.delete(key);
      return undefined;
    }
    return entry;
  };
  const commands = {
    incr: (key: string) => {
      const entry = live(key) ?? { count: 0 };
      entry.count += 1;
      state.values.set(key, entry);
      return entry.count;
    },
    pexpire: (key: string, ms: number, flag?: string) => {
      if (state.pexpireFails || (flag !== undefined && flag !== 'NX')) throw new Error(`ERR Unsupported option ${flag}`);
      const entry = live(key);
      if (!entry || (flag === 'NX' && entry.expiresAt !== undefined)) return 0;
      entry.expiresAt = state.clock + ms;
      return 1;
    },
    pttl: (key: string) => {
      const entry = live(key);
      if (!entry) return -2;
      return entry.expiresAt === undefined ? -1 : entry.expiresAt - state.clock;
    },
    get: (key: string) => {
      const entry = live(key);
      return entry ? String(entry.count) : null;
    },
  };
  type Name = keyof typeof commands;
  class FakeRedis {
    constructor(url: string, options: Record<string, unknown>) {
      expect(url).toBe('redis://redis.test:6379');
      state.options = options;
    }
    on(event: string, listener: (error: Error) => void) {
      if (event === 'error') state.errorListeners.push(listener);
      return this;
    }
    multi() {
      const queued: [Name, unknown[]][] = [];
      const chain = {
        incr: (...args: unknown[]) => (queued.push(['incr', args]), chain),
        pexpire: (...args: unknown[]) => (queued.push(['pexpire', args]), chain),
        pttl: (...args: unknown[]) => (queued.push(['pttl', args]), chain),
        exec: async () => {
          if (state.down) throw new Error('Connection is closed.');
          if (state.execAnswersNull) return null;
          return queued.map(([name, args]) => {
            try {
              return [null, (commands[name] as (...a: unknown[]) => unknown)(...args)];
            } catch (error) {
              return [error, null];
            }
          });
        },
      };
      return chain;
    }
    async get(key: string) {
      if (state.down) throw new Error('Connection is closed.');
      return commands.get(key);
    }
    async pttl(key: string) {
      if (state.down) throw new Error('Connection is closed.');
      return commands.pttl(key);
    }
  }
  return { state, FakeRedis };
});

vi.mock('ioredis', () => ({ Redis: redis.FakeRedis }));

const { assertUnderRateLimit, countRateLimitHit, enforceRateLimit, rateLimitPolicies } = await import('./rate-limit.server');
const { AppError } = await import('./app-error');
const { logger } = await import('./logger.server');

afterAll(() => {
  delete process.env.REDIS_URL;
});

const t0 = 1_700_000_000_000;
const at = (ms: number) => {
  redis.state.clock = ms;
  return ms;
};

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a 429 AppError');
}

beforeEach(() => {
  redis.state.values.clear();
  redis.state.down = false;
  redis.state.pexpireFails = false;
  redis.state.execAnswersNull = false;
  rateLimitPolicies.publicApi = { limit: 2, windowMs: 10_000 };
});

describe('rate limits on Redis', () => {
  it('counts hits per client in a window that Redis expires', async () => {
    await enforceRateLimit('publicApi', 'a', at(t0));
    await enforceRateLimit('publicApi', 'a', at(t0 + 1_000));
    await expect(enforceRateLimit('publicApi', 'b', at(t0 + 1_000))).resolves.toBeUndefined();
    const error = await refusal(enforceRateLimit('publicApi', 'a', at(t0 + 2_500)));
    expect(error.status).toBe(429);
    // Retry-After comes from the key's remaining time to live: the window began with the first hit.
    expect(error.headers).toEqual({ 'retry-after': '8' });
    expect(redis.state.values.get('publicApi:a')?.expiresAt).toBe(t0 + 10_000);
  });

  it('keeps the window fixed: later hits do not push its end back', async () => {
    await enforceRateLimit('publicApi', 'c', at(t0));
    await enforceRateLimit('publicApi', 'c', at(t0 + 9_000));
    await expect(enforceRateLimit('publicApi', 'c', at(t0 + 10_000))).resolves.toBeUndefined();
  });

  it('checks a client against the count without counting', async () => {
    for (let i = 0; i < 9; i++) await countRateLimitHit('authFailures', 'd', at(t0));
    await assertUnderRateLimit('authFailures', 'd', at(t0));
    await assertUnderRateLimit('authFailures', 'd', at(t0));
    await expect(assertUnderRateLimit('authFailures', 'd', at(t0))).resolves.toBeUndefined();
    await countRateLimitHit('authFailures', 'd', at(t0));
    const error = await refusal(assertUnderRateLimit('authFailures', 'd', at(t0 + 60_000)));
    expect(error.headers).toEqual({ 'retry-after': String(15 * 60 - 60) });
    await expect(assertUnderRateLimit('authFailures', 'e', at(t0))).resolves.toBeUndefined();
  });

  it('falls back to the full window when the key got no time to live', async () => {
    rateLimitPolicies.publicApi = { limit: 0, windowMs: 10_000 };
    redis.state.pexpireFails = true;
    expect((await refusal(enforceRateLimit('publicApi', 'f', at(t0)))).headers).toEqual({ 'retry-after': '10' });
    // A check on such a key cannot say when it ends: it says one second.
    expect((await refusal(assertUnderRateLimit('publicApi', 'f', at(t0)))).headers).toEqual({ 'retry-after': '1' });
  });

  it('treats a discarded transaction (no results) as a first hit in a new window', async () => {
    rateLimitPolicies.publicApi = { limit: 0, windowMs: 10_000 };
    redis.state.execAnswersNull = true;
    expect((await refusal(enforceRateLimit('publicApi', 'g', at(t0)))).headers).toEqual({ 'retry-after': '10' });
  });

  it('lets requests through, and logs, while Redis cannot be reached', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      rateLimitPolicies.publicApi = { limit: 0, windowMs: 10_000 };
      redis.state.down = true;
      await expect(enforceRateLimit('publicApi', 'h', at(t0))).resolves.toBeUndefined();
      await expect(assertUnderRateLimit('authFailures', 'h', at(t0))).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the Redis connection', () => {
  // A fresh copy of the module, so that this test is the one that opens the connection.
  async function connect() {
    redis.state.errorListeners.length = 0;
    redis.state.options = undefined;
    vi.resetModules();
    const fresh = await import('./rate-limit.server');
    await fresh.countRateLimitHit('authFailures', 'i', at(t0));
  }

  it('makes a request wait for a bounded number of retries, and queues commands while reconnecting', async () => {
    await connect();
    expect(redis.state.options).toEqual({ maxRetriesPerRequest: 2, enableOfflineQueue: true });
  });

  it('logs connection errors as warnings with the error', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      await connect();
      const failure = new Error('ECONNREFUSED');
      expect(redis.state.errorListeners).toHaveLength(1);
      redis.state.errorListeners[0]!(failure);
      expect(warned.mock.calls).toEqual([[{ err: failure }, 'rate-limit store (Redis) error']]);
    } finally {
      warned.mockRestore();
    }
  });
});
