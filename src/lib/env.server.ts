import 'server-only';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once. A bad value stops start-up with a
 * message naming the variable instead of failing later inside a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string. Unset = embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Folder of the embedded database (created when missing). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Bearer token that authorises settings/page mutations until editor sign-in exists. */
  ADMIN_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Public origin of the site, used for canonical URLs and Open Graph. */
  SITE_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Redis for the shared rate-limit store and cache invalidation between instances (optional). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (server/ sets x-client-ip). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Upper bound of the in-process data cache (estimated MB) and its entry count. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(5000),
  /** Upper bound of the rendered-page cache (MB of HTML and RSC payloads), read by server/page-cache-handler.mjs. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(48),
  /** Anonymous public API requests allowed per client and minute (shared store). */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Skip demo content on first start (production databases). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

/** A variable has a value the server cannot use; the message names each one. */
export class InvalidEnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEnvironmentError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
