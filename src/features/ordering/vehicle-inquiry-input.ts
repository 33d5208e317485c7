import { z } from 'zod';
import { normaliseText, parsePhone } from '@/features/forms/japanese-input';
import type { Translate } from '@/i18n/i18n';

/**
 * What PUT /buy_online/orders/send_inquiry_email takes (site.md §7: recipients, customer_data,
 * vehicle_data), checked the Japanese way (japan.md: NFKC, E.164 phones) with the visitor's
 * messages. The no-JavaScript form sends the same shape through its server action.
 *
 * `recipients` is read for the spec's sake and never addresses mail (decision 0035); anything in
 * `vehicle_data` but the car's id is the client's opinion and is dropped — the server loads the car.
 */

/** Characters as people count them (a kanji or an emoji is one, decision 0030). */
export const inquiryLimits = { name: 60, email: 254, message: 2000 } as const;

const length = (value: string) => [...value].length;

export function vehicleInquiryInput(t: Translate) {
  const label = (field: 'name' | 'email' | 'phone' | 'message') => t(`ordering.inquiry.${field}`);
  const required = (field: 'name' | 'email') => t('forms.errors.required', { label: label(field) });
  const tooLong = (max: number) => t('forms.errors.max', { max });

  const name = z.string({ error: () => required('name') }).transform((raw, ctx) => {
    const value = normaliseText(raw).replace(/[\s\u3000]+/g, ' ');
    if (value === '') ctx.addIssue({ code: 'custom', message: required('name') });
    else if (length(value) > inquiryLimits.name) ctx.addIssue({ code: 'custom', message: tooLong(inquiryLimits.name) });
    return value;
  });

  const email = z.string({ error: () => required('email') }).transform((raw, ctx) => {
    const value = normaliseText(raw).toLowerCase();
    if (value === '') ctx.addIssue({ code: 'custom', message: required('email') });
    else if (value.length > inquiryLimits.email || !z.email().safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: t('forms.errors.email') });
    }
    return value;
  });

  // Optional: some visitors want an answer by e-mail only. Stored E.164, read back in national form.
  const phone = z
    .string({ error: () => t('forms.errors.phone') })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const checked = parsePhone(raw);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: t('forms.errors.phone') });
        return undefined;
      }
      return checked.e164;
    });

  const message = z
    .string({ error: () => tooLong(inquiryLimits.message) })
    .optional()
    .transform((raw, ctx) => {
      // Browsers send line breaks as CRLF (HTML form encoding): keep one kind, LF.
      const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
      if (length(value) > inquiryLimits.message) ctx.addIssue({ code: 'custom', message: tooLong(inquiryLimits.message) });
      return value === '' ? undefined : value;
    });

  return z.object({
    recipients: z.array(z.string().max(254)).max(20).optional(),
    customer_data: z.object(
      {
        name,
        email,
        phone,
        message,
        /** APPI: the visitor agreed that the dealer who has the car receives these details. */
        privacy_consent: z.literal(true, { error: () => t('forms.errors.consent') }),
      },
      { error: () => t('ordering.inquiry.customer_data_required') },
    ),
    vehicle_data: z.object(
      {
        vehicle_id: z
          .number({ error: () => 'a vehicle id' })
          .int()
          .positive(),
      },
      { error: () => 'vehicle_data with the vehicle_id of a car' },
    ),
  });
}

export type VehicleInquiryInput = z.output<ReturnType<typeof vehicleInquiryInput>>;
