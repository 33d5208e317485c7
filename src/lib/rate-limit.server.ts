import 'server-only';
import { Redis } from 'ioredis';
import { AppError } from './app-error';
import { env } from './env.server';
import { logger } from './logger.server';

/**
 * Fixed-window rate limits on a store every instance shares: Redis when REDIS_URL is set, otherwise
 * the database (registered at start-up by src/db/rate-limit-store.server.ts — PostgreSQL, or the
 * embedded PGlite, which has a single process anyway). Exceeding a limit answers 429 problem+json
 * with Retry-After.
 */
export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window and when the window ends (epoch ms). */
  hit(key: string, windowMs: number, now: number): Promise<{ hits: number; windowEnd: number }>;
  /** The current count without counting (0 when the window is over). */
  peek(key: string, now: number): Promise<{ hits: number; windowEnd: number }>;
  /** Counts one hit on each key at once (one round trip where the store can); answers in order. */
  hitMany?(hits: { key: string; windowMs: number }[], now: number): Promise<{ hits: number; windowEnd: number }[]>;
}

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** Budgets per client address. Mutable only so tests can shrink them. */
export const rateLimitPolicies = {
  /** Anonymous reads of the public APIs (listing, company config, pages by path …): RATE_LIMIT_PUBLIC_PER_MINUTE. */
  publicApi: { limit: env().RATE_LIMIT_PUBLIC_PER_MINUTE, windowMs: 60_000 },
  /** Wrong or missing admin tokens: after this many, even the right token is refused for a while. */
  authFailures: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong passwords per account (keyed by e-mail, whatever the address): then 429 until the window ends. */
  signInFailures: { limit: 10, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords from one address, whatever the accounts (password spraying). Higher than the
   * per-account limit: a whole office signs in from one address.
   */
  signInFailuresPerAddress: { limit: 50, windowMs: 15 * 60_000 },
  /**
   * A two-step code (per person) is good once: a second use inside the time it stays valid (the
   * 30 s step plus the step either side) is a replay — someone who watched or phished it.
   */
  totpCodeUses: { limit: 1, windowMs: 120_000 },
  /** Lead submissions per client address: a person sends a few forms, a script sends many. */
  leadsPerClient: { limit: env().RATE_LIMIT_LEADS_PER_CLIENT, windowMs: 10 * 60_000 },
  /** Lead submissions per form from everyone: a flood stops here before it fills the outbox. */
  leadsPerForm: { limit: env().RATE_LIMIT_LEADS_PER_FORM, windowMs: 60_000 },
  /** Checkout starts (holds on cars) per client address: one person tries a few cars, a script all of them. */
  checkoutsPerClient: { limit: env().RATE_LIMIT_CHECKOUTS_PER_CLIENT, windowMs: 10 * 60_000 },
  /** SMS verification codes, per phone number and per client: each costs money and can harass a number. */
  verificationsPerPhone: { limit: env().RATE_LIMIT_VERIFICATIONS, windowMs: 10 * 60_000 },
  verificationsPerClient: { limit: env().RATE_LIMIT_VERIFICATIONS * 2, windowMs: 10 * 60_000 },
  /**
   * Recall checks per client address: an owner checks a car or two; walking through serial numbers
   * to map which cars are affected (whose owners can then be targeted) stops here.
   */
  recallChecksPerClient: { limit: 30, windowMs: 10 * 60_000 },
  /** Code guesses per phone number: a 6-digit code must not be brute-forced. */
  verificationChecksPerPhone: { limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

// Stryker disable next-line StringLiteral: any name works as long as every copy of this module uses the same one
const key = Symbol.for('brand-site.rate-limit-store');
const g = globalThis as unknown as Record<symbol, RateLimitStore | undefined>;

/** Called once at start-up with the database-backed store (and by tests). */
export function registerRateLimitStore(store: RateLimitStore | undefined): void {
  g[key] = store;
}

let redisStore: RateLimitStore | undefined;
let warnedMemory = false;

function store(): RateLimitStore {
  const url = env().REDIS_URL;
  if (url) return (redisStore ??= createRedisStore(url));
  const registered = g[key];
  if (registered) return registered;
  if (!warnedMemory) {
    warnedMemory = true;
    logger.warn('no shared rate-limit store registered: counting in process memory');
  }
  return (g[key] = createMemoryStore());
}

/** The address the server (server/index.mjs) saw the request come from. */
export function clientAddress(request: Request): string {
  // Stryker disable next-line MethodExpression: Headers already strip whitespace around values, so trim() cannot change one
  return request.headers.get('x-client-ip')?.trim() || 'unknown';
}

/** Counts a hit against `name` for this client; throws 429 when over the limit. */
export function enforceRateLimit(name: RateLimitName, client: string, now = Date.now()): Promise<void> {
  return enforceRateLimits([[name, client]], now);
}

/**
 * Counts a hit against several limits together (a lead counts against its sender and its form);
 * throws 429 with the longest wait when any is over.
 */
export async function enforceRateLimits(checks: [name: RateLimitName, client: string][], now = Date.now()): Promise<void> {
  const hits = checks.map(([name, client]) => ({ key: `${name}:${client}`, windowMs: rateLimitPolicies[name].windowMs }));
  const s = store();
  const counted = await safely(() => (s.hitMany ? s.hitMany(hits, now) : Promise.all(hits.map((h) => s.hit(h.key, h.windowMs, now)))));
  const over = (counted ?? []).filter((c, i) => c.hits > rateLimitPolicies[checks[i]![0]].limit);
  if (over.length) throw tooMany(Math.max(...over.map((c) => c.windowEnd)) - now);
}

/** Throws 429 if this client is already over `name`'s limit, without counting. */
export async function assertUnderRateLimit(name: RateLimitName, client: string, now = Date.now()): Promise<void> {
  const current = await safely(() => store().peek(`${name}:${client}`, now));
  if (current && current.hits >= rateLimitPolicies[name].limit) throw tooMany(current.windowEnd - now);
}

/** Counts one hit without judging it (e.g. a failed sign-in attempt). */
export async function countRateLimitHit(name: RateLimitName, client: string, now = Date.now()): Promise<void> {
  await safely(() => store().hit(`${name}:${client}`, rateLimitPolicies[name].windowMs, now));
}

/**
 * A store outage must not take the site down with it: limits are not applied while the store
 * cannot be reached (logged), and every request is still authorised as usual.
 */
async function safely<T>(operation: () => Promise<T>): Promise<T | undefined> {
  try {
    return await operation();
  } catch (error) {
    logger.error({ err: error }, 'rate-limit store unavailable: limit not applied');
    return undefined;
  }
}

function tooMany(retryMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  const error = new AppError('RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`);
  error.headers = { 'retry-after': String(seconds) };
  return error;
}

function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { hits: number; windowEnd: number }>();
  return {
    async hit(k, windowMs, now) {
      let w = windows.get(k);
      if (!w || w.windowEnd <= now) {
        if (windows.size > 100_000) windows.clear(); // bounded: a flood of addresses resets counting
        w = { hits: 0, windowEnd: now + windowMs };
        windows.set(k, w);
      }
      w.hits += 1;
      return { ...w };
    },
    async peek(k, now) {
      const w = windows.get(k);
      // Stryker disable next-line ObjectLiteral: with no window the count is 0, and every limit is at least 1 (env), so an empty answer is judged the same
      return w && w.windowEnd > now ? { ...w } : { hits: 0, windowEnd: now };
    },
  };
}

function createRedisStore(url: string): RateLimitStore {
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  client.on('error', (error) => logger.warn({ err: error }, 'rate-limit store (Redis) error'));
  return {
    async hit(k, windowMs, now) {
      const results = await client.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      // Stryker disable next-line OptionalChaining: a MULTI of three commands answers three results, or null (covered)
      const hits = Number(results?.[0]?.[1] ?? 1);
      // Stryker disable next-line OptionalChaining: a MULTI of three commands answers three results, or null (covered)
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { hits, windowEnd: now + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(k, now) {
      const [hits, ttl] = await Promise.all([client.get(k), client.pttl(k)]);
      return { hits: Number(hits ?? 0), windowEnd: now + Math.max(0, ttl) };
    },
  };
}
