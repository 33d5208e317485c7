'use server';

import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getAuth, oidcProviderId } from '@/features/auth/better-auth.server';
import type { AuthFormState } from '@/features/auth/components/sign-in-form.client';
import { safeNextPath } from '@/features/auth/safe-next-path';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { assertUnderRateLimit, countRateLimitHit } from '@/lib/rate-limit.server';

type FormState = AuthFormState;

const t = getT('ja');

const signInInput = z.object({
  email: z.string().trim().min(1, t('auth.email_required')).max(254).email(t('auth.email_invalid')),
  password: z.string().min(1, t('auth.password_required')).max(1024),
  next: z.string().optional(),
});

function fieldErrors(error: z.ZodError): FormState['fieldErrors'] {
  const out: FormState['fieldErrors'] = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password' || field === 'code') && !out[field]) out[field] = issue.message;
  }
  return out;
}

function retryMinutes(error: { headers?: HeadersInit }): number {
  const raw = new Headers(error.headers).get('retry-after');
  return Math.max(1, Math.ceil(Number(raw ?? 900) / 60));
}

/** 429s of ours (per address) and of better-auth (per account) as one Japanese sentence. */
function refusal(error: unknown): string {
  if (isAPIError(error) && error.statusCode === 429) {
    return (error.body as { code?: string } | undefined)?.code === 'ACCOUNT_LOCKED'
      ? t('auth.locked', { minutes: retryMinutes(error) })
      : t('auth.too_frequent');
  }
  if (isAppError(error) && error.status === 429) return t('auth.too_frequent');
  logger.error({ err: error }, 'sign-in failed unexpectedly');
  return t('auth.unavailable');
}

/** E-mail and password. Wrong ones count against the account (10 in 15 minutes lock it) and the address (50). */
export async function signInWithPassword(_previous: FormState, form: FormData): Promise<FormState> {
  const parsed = signInInput.safeParse(Object.fromEntries(form));
  const email = String(form.get('email') ?? '').slice(0, 254);
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), email };
  const requestHeaders = await headers();
  const address = requestHeaders.get('x-client-ip') ?? 'unknown';
  const next = safeNextPath(parsed.data.next);
  let twoFactor = false;
  try {
    await assertUnderRateLimit('signInFailuresPerAddress', address);
    const auth = await getAuth();
    const result = await auth.api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password },
      headers: requestHeaders,
    });
    twoFactor = 'twoFactorRedirect' in result && Boolean(result.twoFactorRedirect);
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 401) {
      await countRateLimitHit('signInFailuresPerAddress', address);
      return { formError: t('auth.wrong_credentials'), email };
    }
    return { formError: refusal(error), email };
  }
  redirect(twoFactor ? `/auth/two-factor?next=${encodeURIComponent(next)}` : next);
}

const codeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, t('auth.code_format')),
  next: z.string().optional(),
});

/** The second step for people with two-step verification: the 6-digit code of their app. */
export async function verifyTwoFactorCode(_previous: FormState, form: FormData): Promise<FormState> {
  const parsed = codeInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  const requestHeaders = await headers();
  try {
    const auth = await getAuth();
    await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: requestHeaders });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      const code = (error.body as { code?: string } | undefined)?.code;
      if (code === 'INVALID_TWO_FACTOR_COOKIE') return { formError: t('auth.two_factor_expired') };
      return { fieldErrors: { code: t('auth.code_invalid') } };
    }
    return { formError: refusal(error) };
  }
  redirect(safeNextPath(parsed.data.next));
}

/** Starts the identity provider's sign-in (PKCE, state and nonce are better-auth's). */
export async function signInWithIdentityProvider(form: FormData): Promise<void> {
  const next = safeNextPath(form.get('next'));
  const auth = await getAuth();
  const { url } = await auth.api.signInSocial({
    body: { provider: oidcProviderId, callbackURL: next, errorCallbackURL: `/auth/sign-in?next=${encodeURIComponent(next)}` },
    headers: await headers(),
  });
  if (!url) throw new Error('the identity provider gave no sign-in address');
  redirect(url);
}

/**
 * Ends the session. After an identity-provider sign-in it also ends the provider's session
 * (RP-initiated logout), so the next person at this computer has to sign in again there too.
 */
export async function signOut(): Promise<void> {
  const auth = await getAuth();
  const result = await auth.api.signOut({ headers: await headers() }).catch((error: unknown) => {
    logger.warn({ err: error }, 'sign-out failed');
    return null;
  });
  const providerUrl = result && 'url' in result && typeof result.url === 'string' ? result.url : null;
  redirect(providerUrl ?? '/auth/sign-in');
}
