import 'server-only';
import { getSetting } from '@/features/settings/settings.server';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';

/** The providers' documented siteverify addresses (overridden by CAPTCHA_VERIFY_URL for stand-ins). */
const verifyUrls = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

const timeoutMs = 5000;

export type CaptchaOutcome =
  /** No provider configured, or the form does not ask for one. */
  | { status: 'off' }
  | { status: 'passed'; score?: number }
  | { status: 'failed'; reason: string }
  /** The provider could not be asked: the lead is kept (a lost lead is a lost sale), marked for staff. */
  | { status: 'unverified'; reason: string };

/**
 * Asks the configured provider whether `token` came from a person (quality.md control 7). The
 * secret never leaves the server; a token is good once (the provider says timeout-or-duplicate).
 */
export async function verifyCaptcha(token: string, remoteIp: string | null): Promise<CaptchaOutcome> {
  const config = await getSetting('forms.captcha');
  const secret = env().CAPTCHA_SECRET;
  if (config.provider === 'none' || !secret) return { status: 'off' };
  if (!token) return { status: 'failed', reason: 'missing-input-response' };

  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let answer: { success?: unknown; score?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetch(env().CAPTCHA_VERIFY_URL ?? verifyUrls[config.provider], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return unverified(`siteverify answered ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    return unverified(error instanceof Error ? error.message : String(error));
  }
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(',') : 'rejected';
    // A wrong secret is our configuration, not the visitor: keep the lead and shout in the log.
    if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) return unverified(codes);
    return { status: 'failed', reason: codes };
  }
  const score = typeof answer.score === 'number' ? answer.score : undefined;
  if (config.provider === 'recaptcha' && score !== undefined && score < config.min_score) {
    return { status: 'failed', reason: `score ${score} below ${config.min_score}` };
  }
  return score === undefined ? { status: 'passed' } : { status: 'passed', score };
}

function unverified(reason: string): CaptchaOutcome {
  logger.warn({ reason }, 'captcha provider could not verify a submission; the lead is kept and marked');
  return { status: 'unverified', reason };
}
