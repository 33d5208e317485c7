import { z } from 'zod';
import { sendVerificationCode } from '@/features/phone-verification/phone-verification.server';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';
import { clientAddress } from '@/lib/rate-limit.server';

const body = z.object({ phone_number: z.string().min(1).max(40) });

/** POST /api/twilio/create_verification — sends a code by SMS (rate-limited per number and client). */
export const POST = apiRoute(async (request) => {
  requireSameOrigin(request);
  const { phone_number } = await readJsonBody(request, body, { maxBytes: 2_000 });
  const { to, status } = await sendVerificationCode(phone_number, clientAddress(request));
  return json({ data: { to, status } }, { status: 201 });
});
