import 'server-only';
import { parsePhone } from '@/features/forms/japanese-input';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { enforceRateLimit, enforceRateLimits } from '@/lib/rate-limit.server';
import { verifyService } from './twilio-client.server';

/**
 * Phone verification before a deposit (issue 10 item 10: POST /twilio/create_verification and
 * /check_verification): a code sent by SMS through Twilio Verify, checked by Twilio. Numbers are
 * read the Japanese way (090-…, full-width digits) and sent as E.164. Sending is limited per number
 * and per client (each SMS costs money and could harass someone); guesses per number, so a
 * six-digit code cannot be tried through.
 */

function phoneOf(raw: string): string {
  const phone = parsePhone(raw);
  if (!phone.ok) {
    throw new AppError('VALIDATION_FAILED', getT('ja')('ordering.verification.invalid_phone'), [
      { pointer: 'phone_number', detail: getT('ja')('ordering.verification.invalid_phone') },
    ]);
  }
  return phone.e164;
}

export async function sendVerificationCode(rawPhone: string, client: string): Promise<{ to: string; status: string }> {
  const to = phoneOf(rawPhone);
  await enforceRateLimits([
    ['verificationsPerPhone', to],
    ['verificationsPerClient', client],
  ]);
  const verification = await verifyService().verifications.create({ to, channel: 'sms', locale: 'ja' });
  logger.info({ status: verification.status }, 'phone verification code sent');
  return { to, status: verification.status };
}

/** Whether `code` is the one Twilio sent to this number (and is still valid). */
export async function checkVerificationCode(rawPhone: string, code: string): Promise<{ to: string; approved: boolean }> {
  const to = phoneOf(rawPhone);
  const digits = code.normalize('NFKC').trim();
  if (!/^\d{4,10}$/.test(digits)) {
    throw new AppError('VALIDATION_FAILED', getT('ja')('ordering.verification.wrong_code'), [
      { pointer: 'code', detail: getT('ja')('ordering.verification.wrong_code') },
    ]);
  }
  await enforceRateLimit('verificationChecksPerPhone', to);
  try {
    const check = await verifyService().verificationChecks.create({ to, code: digits });
    return { to, approved: check.status === 'approved' };
  } catch (error) {
    // 20404: no pending verification (expired, used, or never sent); 60202: too many checks.
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 429) return { to, approved: false };
    throw error;
  }
}
