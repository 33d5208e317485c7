'use server';

import { randomUUID } from 'node:crypto';
import type { CountryCode } from 'libphonenumber-js';
import { headers } from 'next/headers';
import { parsePhone } from '@/features/forms/japanese-input';
import type { LeadFormState } from '@/features/forms/lead-form-state';
import { submissionFromFormData } from '@/features/forms/read-submission.server';
import { isHoneypotFilled } from '@/features/forms/validate-lead';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { toAppError, validationError } from '@/lib/problem.server';
import { clientAddress } from '@/lib/rate-limit.server';
import { vehicleInquiryInput } from './vehicle-inquiry-input';
import { sendVehicleInquiry } from './vehicle-inquiry.server';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The enquiry form's action (decision 0035): the same checks and the same `sendVehicleInquiry` as
 * PUT /api/buy_online/orders/send_inquiry_email. It works without JavaScript — the browser posts
 * the form and the page renders again with this state, the visitor's entries put back.
 */
export async function sendVehicleInquiryAction(vehicleId: number, previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const t = getT('ja');
  const attempt = previous.attempt + 1;
  let values: Record<string, string | string[]> = {};
  try {
    const { submission, sourcePath } = await submissionFromFormData(data);
    values = Object.fromEntries(Object.entries(submission.values).filter((e): e is [string, string | string[]] => e[1] !== undefined));
    // A bot that filled the invisible field is told it worked, and nothing is kept.
    if (isHoneypotFilled(submission)) {
      logger.info({ vehicleId }, 'vehicle enquiry discarded: honeypot filled');
      return { status: 'sent', attempt, id: randomUUID() };
    }
    // The form's country choice says how to read a number typed without +: E.164 before the checks.
    const typedPhone = first(values.phone);
    const country = first(values.phone_country);
    const phone = parsePhone(typedPhone, /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : 'JP');
    const parsed = vehicleInquiryInput(t).safeParse({
      customer_data: {
        name: first(values.name),
        email: first(values.email),
        phone: phone.ok ? phone.e164 : typedPhone,
        message: first(values.message),
        privacy_consent: first(values.privacy_consent) === 'on',
      },
      vehicle_data: { vehicle_id: vehicleId },
    });
    if (!parsed.success) throw validationError(parsed.error);
    const requestHeaders = await headers();
    const referer = requestHeaders.get('referer');
    const receipt = await sendVehicleInquiry(
      parsed.data,
      {
        client: clientAddress(new Request('http://localhost/', { headers: requestHeaders })),
        language: 'ja',
        // The page the form says it is on (set by the island), else the page that posted it.
        sourcePath: sourcePath ?? (referer && URL.canParse(referer) ? new URL(referer).pathname : null),
      },
      values,
    );
    return { status: 'sent', attempt, id: receipt.id };
  } catch (error) {
    const problem = toAppError(error);
    if (problem.status === 422 && problem.errors.length) {
      // The form names its fields as the lead does; the API's `customer_data.` belongs to the JSON shape.
      const errors = Object.fromEntries(problem.errors.map((e) => [e.pointer.replace(/^customer_data\./, ''), e.detail]));
      return { status: 'invalid', attempt, errors, values };
    }
    if (problem.status === 429) return { status: 'error', attempt, message: t('forms.errors.rate_limited'), values };
    if (problem.status === 404) return { status: 'error', attempt, message: problem.message, values };
    return { status: 'error', attempt, values };
  }
}
