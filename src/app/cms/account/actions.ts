'use server';

import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as OTPAuth from 'otpauth';
import { getAuth } from '@/features/auth/better-auth.server';
import { currentActor } from '@/features/auth/current-actor.server';
import { getT } from '@/i18n/i18n';
import { assertUnderRateLimit, countRateLimitHit } from '@/lib/rate-limit.server';

const t = getT('ja');
const a = (key: string) => t(`cms.account.${key}`);

export interface TwoFactorState {
  step?: 'verify' | 'done' | 'off';
  /** Shown once, while setting up: the key to type into the app, its otpauth: link and backup codes. */
  secret?: string;
  uri?: string;
  backupCodes?: string[];
  errors?: Partial<Record<'password' | 'code' | 'form', string>>;
}

/** Wrong passwords here count like sign-in failures: this form must not become a password oracle. */
async function checkedPassword(form: FormData): Promise<{ password: string; lockoutKey: string } | TwoFactorState> {
  const actor = await currentActor();
  if (actor.kind !== 'user') return { errors: { form: a('signed_out') } };
  const password = String(form.get('password') ?? '');
  if (!password) return { errors: { password: t('auth.password_required') } };
  // The same counter as the sign-in page's (per e-mail): wrong passwords here lock the account too.
  const lockoutKey = actor.email.trim().toLowerCase();
  try {
    await assertUnderRateLimit('signInFailures', lockoutKey);
  } catch {
    return { errors: { form: t('auth.too_frequent') } };
  }
  return { password, lockoutKey };
}

/** Step 1: the password again, then the key for the authenticator app (not yet switched on). */
export async function startTwoFactor(_previous: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  const checked = await checkedPassword(form);
  if (!('password' in checked)) return checked;
  try {
    const auth = await getAuth();
    const enabled = await auth.api.enableTwoFactor({ body: { password: checked.password }, headers: await headers() });
    if (enabled.method !== 'totp') throw new Error('two-factor is configured for e-mailed codes, not an app');
    const totp = OTPAuth.URI.parse(enabled.totpURI) as OTPAuth.TOTP;
    return { step: 'verify', secret: totp.secret.base32, uri: enabled.totpURI, backupCodes: enabled.backupCodes };
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401)) {
      await countRateLimitHit('signInFailures', checked.lockoutKey);
      return { errors: { password: a('wrong_password') } };
    }
    throw error;
  }
}

/** Step 2: a code from the app proves it holds the key; only then is two-step verification on. */
export async function confirmTwoFactor(_previous: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  const code = String(form.get('code') ?? '').trim();
  if (!/^\d{6}$/.test(code)) return { errors: { code: t('auth.code_format') } };
  try {
    const auth = await getAuth();
    await auth.api.verifyTOTP({ body: { code }, headers: await headers() });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401)) {
      return { errors: { code: t('auth.code_invalid') } };
    }
    throw error;
  }
  redirect('/cms/account?two_factor=on');
}

/** Switches two-step verification off (the password again). */
export async function stopTwoFactor(_previous: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  const checked = await checkedPassword(form);
  if (!('password' in checked)) return checked;
  try {
    const auth = await getAuth();
    await auth.api.disableTwoFactor({ body: { password: checked.password }, headers: await headers() });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401)) {
      await countRateLimitHit('signInFailures', checked.lockoutKey);
      return { errors: { password: a('wrong_password') } };
    }
    throw error;
  }
  redirect('/cms/account?two_factor=off');
}
