import { z } from 'zod';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { markPhoneVerified } from '@/features/ordering/checkout.server';
import { checkVerificationCode } from '@/features/phone-verification/phone-verification.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';

const body = z.object({ phone_number: z.string().min(1).max(40), code: z.string().min(1).max(20) });

/**
 * POST /api/twilio/check_verification — checks the code; when right, this browser's checkout
 * (its sl_holder cookie) counts the number as confirmed. A wrong or expired code is 422.
 */
export const POST = apiRoute(async (request) => {
  requireSameOrigin(request);
  const input = await readJsonBody(request, body, { maxBytes: 2_000 });
  const { to, approved } = await checkVerificationCode(input.phone_number, input.code);
  if (!approved) {
    throw new AppError('VALIDATION_FAILED', getT('ja')('ordering.verification.wrong_code'), [
      { pointer: 'code', detail: getT('ja')('ordering.verification.wrong_code') },
    ]);
  }
  const secret = holderSecretOf(request.headers.get('cookie'));
  const holds = secret ? await markPhoneVerified(secret, to) : 0;
  return json({ data: { to, status: 'approved', valid: true, checkouts: holds } });
});
