import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { nextCookies } from 'better-auth/next-js';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client.server';
import { instanceSecret } from '@/db/instance-secret.server';
import { authUsers, betterAuthSchema } from '@/db/schema';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { assertUnderRateLimit, countRateLimitHit, enforceRateLimit } from '@/lib/rate-limit.server';
import { isRole } from './permissions';

/** The id of the external identity provider: its callback is /api/auth/callback/oidc. */
export const oidcProviderId = 'oidc';

/** Idle expiry: a session nobody used for this long is over (sliding, refreshed every 10 minutes of use). */
const idleSeconds = 2 * 60 * 60;
const refreshSeconds = 10 * 60;
const signInPaths = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code', '/callback/:id']);

function lockoutKey(email: unknown): string | null {
  return typeof email === 'string' && email.includes('@') ? email.trim().toLowerCase() : null;
}

/**
 * The cookie-signing secret: BETTER_AUTH_SECRET, or one generated on first start and kept in the
 * database so every instance (and every restart) signs alike.
 */
async function authSecret(db: Db): Promise<string> {
  const configured = env().BETTER_AUTH_SECRET;
  if (configured) return configured;
  if (env().NODE_ENV === 'production' && env().DATABASE_URL) {
    logger.warn('BETTER_AUTH_SECRET is not set: session cookies are signed with a secret generated into the database');
  }
  return instanceSecret(db, 'auth');
}

/**
 * Roles read from the provider's claims during a callback, applied once the callback has made the
 * session (better-auth keeps fields clients may not set — `role` — out of what it stores from a
 * profile). Both happen within the one callback request.
 */
const rolesFromProvider = new Map<string, string | null>();

async function applyRoleFromProvider(db: Db, userId: string, email: string): Promise<void> {
  const key = email.toLowerCase();
  if (!rolesFromProvider.has(key)) return;
  const role = rolesFromProvider.get(key) ?? null;
  rolesFromProvider.delete(key);
  await db.update(authUsers).set({ role }).where(eq(authUsers.id, userId));
}

function roleFromClaims(profile: Record<string, unknown>): string | null {
  const claim = env().OIDC_ROLE_CLAIM;
  if (!claim) return null;
  const value = profile[claim];
  return isRole(value) ? value : null;
}

async function createAuth() {
  const db = await getDb();
  const config = env();
  const siteUrl = config.SITE_URL.replace(/\/$/, '');
  const provider = identityProvider();
  const oidc = provider
    ? genericOAuth({
        config: [
          {
            providerId: oidcProviderId,
            discoveryUrl: `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            authentication: 'basic',
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            requireIdTokenVerification: true,
            postLogoutRedirectURI: `${siteUrl}/auth/sign-in`,
            // With a role claim the identity provider decides the role, at every sign-in.
            overrideUserInfo: Boolean(config.OIDC_ROLE_CLAIM),
            mapProfileToUser: (profile) => {
              if (config.OIDC_ROLE_CLAIM && typeof profile.email === 'string') {
                rolesFromProvider.set(profile.email.toLowerCase(), roleFromClaims(profile));
              }
              return {};
            },
          },
        ],
      })
    : null;
  return betterAuth({
    appName: 'brand-site',
    baseURL: siteUrl,
    basePath: '/api/auth',
    secret: await authSecret(db),
    // Our own origin, and the one the request was really sent to (a demo opened on 127.0.0.1).
    trustedOrigins: (request) => [siteUrl, request ? new URL(request.url).origin : undefined],
    telemetry: { enabled: false },
    // Into our JSON log; a wrong password is routine (counted by the lock-out), not a warning.
    logger: {
      level: 'error',
      log: (level, message, ...args) => logger[level]({ args, source: 'better-auth' }, message),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: betterAuthSchema }),
    emailAndPassword: { enabled: true, minPasswordLength: 12, disableSignUp: true, autoSignIn: false },
    // Ours, read with every session (no second query); clients can set neither.
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: { expiresIn: idleSeconds, updateAge: refreshSeconds, cookieCache: { enabled: false } },
    // An identity-provider account never takes over an existing password account with the same e-mail.
    account: { accountLinking: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-in/social': { window: 60, max: 30 },
        '/two-factor/*': { window: 60, max: 30 },
      },
    },
    advanced: {
      // server/index.mjs sets x-client-ip from the socket (or X-Forwarded-For with TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const key = lockoutKey((ctx.body as { email?: unknown } | undefined)?.email);
        if (!key) return;
        try {
          await assertUnderRateLimit('signInFailures', key);
        } catch (error) {
          const retryAfter = (error as { headers?: Record<string, string> }).headers?.['retry-after'] ?? '900';
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { message: 'Too many failed sign-ins.', code: 'ACCOUNT_LOCKED' },
            { 'Retry-After': retryAfter },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Ten wrong passwords for one account in 15 minutes lock it, from whatever addresses they come.
        if (ctx.path === '/sign-in/email' && isAPIError(ctx.context.returned) && ctx.context.returned.statusCode === 401) {
          const key = lockoutKey((ctx.body as { email?: unknown } | undefined)?.email);
          if (key) await countRateLimitHit('signInFailures', key);
        }
        // better-auth accepts a TOTP code again within its window (better-auth #10387): the second
        // use of one code by one person is refused, and the session it just made is deleted.
        if (ctx.path === '/two-factor/verify-totp' && !isAPIError(ctx.context.returned)) {
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          const made = ctx.context.newSession;
          const userId = made?.user.id ?? ctx.context.session?.user.id;
          if (typeof code === 'string' && userId) {
            try {
              await enforceRateLimit('totpCodeUses', `${userId}:${code}`);
            } catch {
              if (made) await ctx.context.internalAdapter.deleteSession(made.session.token);
              throw new APIError('UNAUTHORIZED', { message: 'This code was already used. Wait for the next one.', code: 'INVALID_CODE' });
            }
          }
        }
        // Signing in replaces the session the browser held (no session fixation, no orphans).
        const fresh = ctx.context.newSession;
        if (fresh && ctx.path === '/callback/:id') await applyRoleFromProvider(db, fresh.user.id, fresh.user.email);
        if (fresh && signInPaths.has(ctx.path)) {
          const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
          if (previous && previous !== fresh.session.token) await ctx.context.internalAdapter.deleteSession(previous);
        }
        // better-auth's expiry slides with use; ours also ends every session SESSION_MAX_HOURS after sign-in.
        if (ctx.path === '/get-session') {
          const returned = ctx.context.returned as { session?: { token: string; createdAt: Date | string } } | null;
          if (returned?.session && Date.now() - new Date(returned.session.createdAt).getTime() > config.SESSION_MAX_HOURS * 3_600_000) {
            await ctx.context.internalAdapter.deleteSession(returned.session.token);
            deleteSessionCookie(ctx);
            return ctx.json(null);
          }
        }
      }),
    },
    plugins: [
      twoFactor({ issuer: 'brand-site' }),
      ...(oidc ? [oidc] : []),
      // Sets cookies from server actions; outside Next (tests, scripts) it has no request to set them on.
      ...(process.env.NEXT_RUNTIME ? [nextCookies()] : []),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

// One instance per process, shared by every server bundle (route handlers, pages, proxy).
const key = Symbol.for('brand-site.auth');
const g = globalThis as unknown as Record<symbol, Promise<Auth> | undefined>;

export function getAuth(): Promise<Auth> {
  g[key] ??= createAuth().catch((error: unknown) => {
    g[key] = undefined;
    throw error;
  });
  return g[key];
}

/** Tests that change the environment build a new instance. */
export function resetAuth(): void {
  g[key] = undefined;
}

/** The external identity provider, when the environment names one (all three variables, or none). */
function identityProvider(): { issuer: string; clientId: string; clientSecret: string } | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env();
  return OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
    ? { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET }
    : null;
}

/** Whether editors can sign in with the external identity provider. */
export function oidcConfigured(): boolean {
  return identityProvider() !== null;
}
