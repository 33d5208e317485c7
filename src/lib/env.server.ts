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
  /**
   * Bootstrap bearer token with every permission, to create the first admin and API tokens on a new
   * deployment (decision 0027). Remove it once people and named tokens exist.
   */
  ADMIN_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Signs session cookies. Unset: generated once and kept in the database (fine for the embedded demo). */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** External OpenID Connect identity provider for editors (all three, or none). */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** A claim of the identity provider that carries the person's role (viewer/editor/publisher/admin). */
  OIDC_ROLE_CLAIM: z.string().min(1).optional(),
  /** How often scheduled drafts are looked for (a scheduled page goes live within this long of its time). */
  SCHEDULE_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Absolute session lifetime in hours, however active the person is (idle expiry is 2 hours). */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
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
  /**
   * Hot API routes served by the edge past Next's router (decision 0038). `false` hands them back
   * to Next: the same handlers, slower — to compare the two (bench/lead-submit.ts) or rule the
   * shortcut out while diagnosing.
   */
  DIRECT_ROUTES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Upper bound of the in-process data cache (estimated MB) and its entry count. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(5000),
  /** Upper bound of the rendered-page cache (MB of HTML and RSC payloads), read by server/page-cache-handler.mjs. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(48),
  /** Anonymous public API requests allowed per client and minute (shared store). */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Lead submissions allowed per client address in 10 minutes (shared store). */
  RATE_LIMIT_LEADS_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  /** Lead submissions allowed per form and minute from everyone (a flood stops here). */
  RATE_LIMIT_LEADS_PER_FORM: z.coerce.number().int().min(1).default(600),
  /** Outgoing mail server, e.g. smtp://user:pass@mail.example.jp:587. Unset: e-mails land in the admin outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of notification and confirmation e-mails. */
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  /** Bearer token of the CRM Lead API (base URL: setting leads.api_base_url). */
  LEAD_API_TOKEN: z.string().min(1).optional(),
  /** Secret of the captcha provider named by setting forms.captcha. */
  CAPTCHA_SECRET: z.string().min(1).optional(),
  /** The provider's siteverify address; set only to point at a stand-in (tests) or a proxy. */
  CAPTCHA_VERIFY_URL: z.url().optional(),
  /** Key of the e-mail verification service (address: setting forms.email_verification_url). */
  EMAIL_VERIFICATION_API_KEY: z.string().min(1).optional(),
  /** Key of the external dynamic-content strategy's service (address: setting dynamic_content.external_api_url). */
  DYNAMIC_CONTENT_API_KEY: z.string().min(1).optional(),
  /** How often the lead delivery outbox is looked at when nothing woke it (seconds). */
  DELIVERY_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Signs the links that open an order's confirmation page; unset, one is generated into the database. */
  ORDER_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Stripe secret key (sk_…): card deposits when the showroom config names STRIPE. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  /** Stripe publishable key (pk_…), given to Stripe.js in the checkout. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  /** Signing secret of the webhook endpoint /api/webhooks/stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Stripe's API address; set only to point at a stand-in (tests, `npm run dev:services`). */
  STRIPE_API_URL: z.url().optional(),
  /** PayPal REST app credentials: deposits when the showroom config names PAYPAL. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** Which PayPal: sandbox (default) or production. */
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** PayPal's API address; set only to point the SDK at a stand-in (tests, `npm run dev:services`). */
  PAYPAL_API_URL: z.url().optional(),
  /** LiqPay shop keys: deposits when the showroom config names LIQPAY. */
  LIQPAY_PUBLIC_KEY: z.string().min(1).optional(),
  LIQPAY_PRIVATE_KEY: z.string().min(1).optional(),
  /** LiqPay's address; set only to point at a stand-in (tests, `npm run dev:services`). */
  LIQPAY_API_URL: z.url().default('https://www.liqpay.ua'),
  /** Twilio Verify: phone verification before a deposit (setting ordering.phone_verification). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_VERIFY_SERVICE_SID: z
    .string()
    .regex(/^VA[0-9a-fA-F]{32}$/, 'must be VA followed by 32 hex digits')
    .optional(),
  /** Twilio's address; set only to point the Twilio library at a stand-in (tests, `npm run dev:services`). */
  TWILIO_API_URL: z.url().optional(),
  /** Verification codes sent per phone number and per client address in 10 minutes. */
  RATE_LIMIT_VERIFICATIONS: z.coerce.number().int().min(1).default(5),
  /** Checkout attempts (holds) allowed per client address and 10 minutes. */
  RATE_LIMIT_CHECKOUTS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** The environment error reports are filed under (setting tags.error_reporting_dsn, decision 0047); unset: NODE_ENV. */
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, dashes and underscores, at most 64')
    .optional(),
  /** The release error reports belong to (a version or commit), when the deployment knows it. */
  SENTRY_RELEASE: z
    .string()
    .regex(/^[\w.+@-]{1,200}$/, 'letters, digits and . + @ - _, at most 200')
    .optional(),
  /**
   * Test and stand-in use only (docs/decisions/0044): `host:port` entries, comma-separated, that
   * outbound requests to URLs from settings may reach over http and on a private or loopback
   * address (e.g. `127.0.0.1:12116` for `npm run dev:services`). Empty by default: every settings
   * URL must be https to a public address. The host must still be on `outbound.allowed_hosts`.
   */
  OUTBOUND_ALLOW_PRIVATE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((entry) => entry.toLowerCase()),
    )
    .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, 'must be host:port entries, e.g. 127.0.0.1:12116'))),
  /** Skip demo content on first start (production databases). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

const oidcVariables = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** A variable has a value the server cannot use; the message names each one. */
export class InvalidEnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEnvironmentError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema
    .superRefine((value, ctx) => {
      const given = oidcVariables.filter((name) => value[name] !== undefined);
      if (given.length && given.length < oidcVariables.length) {
        for (const name of oidcVariables.filter((n) => value[n] === undefined)) {
          ctx.addIssue({ code: 'custom', path: [name], message: `required with ${given.join(', ')}` });
        }
      }
    })
    .safeParse(cleaned);
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
