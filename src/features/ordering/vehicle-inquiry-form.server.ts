import 'server-only';
import { systemActor } from '@/features/auth/permissions';
import { formInput } from '@/features/forms/definition';
import { createForm, findForm, type FormDefinition } from '@/features/forms/forms.server';
import { getT } from '@/i18n/i18n';
import { inquiryLimits } from './vehicle-inquiry-input';

/** The form every enquiry about one car is a lead of (decision 0035). */
export const vehicleInquiryFormName = 'vehicle_inquiry';

const ja = getT('ja');
const en = getT('en');
const text = (key: string) => ({ ja: ja(key), en: en(key) });

/**
 * What the enquiry form starts as; editors change it in /admin/forms like any other. The visitor
 * types name, e-mail, phone and message; the server fills the car (hidden: never typed, never
 * trusted from the client), so the dealer's notification says which car and in which state.
 *
 * No confirmation e-mail by default: a message to an address typed into a public form, carrying
 * text typed into the same form, is how contact forms become spam relays. The visitor sees the
 * receipt and its number on the page instead.
 */
export const vehicleInquiryFormDefinition = formInput.parse({
  name: vehicleInquiryFormName,
  type: 'contact',
  title: ja('ordering.inquiry.form_title'),
  fields: [
    {
      name: 'name',
      type: 'text',
      label: text('ordering.inquiry.name'),
      autocomplete: 'name',
      rules: { required: true, max: inquiryLimits.name },
    },
    {
      name: 'email',
      type: 'text',
      format: 'email',
      label: text('ordering.inquiry.email'),
      autocomplete: 'email',
      rules: { required: true, max: inquiryLimits.email },
    },
    {
      name: 'phone',
      type: 'telephone',
      label: text('ordering.inquiry.phone'),
      help: text('ordering.inquiry.phone_help'),
      rules: { required: false },
    },
    {
      name: 'message',
      type: 'textarea',
      label: text('ordering.inquiry.message'),
      placeholder: text('ordering.inquiry.message_placeholder'),
      rules: { required: false, max: inquiryLimits.message },
    },
    { name: 'vehicle', type: 'text', box_type: 'hidden', label: text('ordering.vehicle') },
    { name: 'vehicle_id', type: 'text', box_type: 'hidden', label: text('ordering.inquiry.vehicle_id') },
    { name: 'vehicle_status', type: 'text', box_type: 'hidden', label: text('ordering.inquiry.vehicle_status') },
    { name: 'vehicle_url', type: 'text', box_type: 'hidden', label: text('ordering.inquiry.vehicle_url') },
  ],
  settings: {
    thank_you: { message: text('ordering.inquiry.sent_body') },
    notifications: { enabled: true, recipients: [], to_location: true, subject: ja('ordering.inquiry.notification_subject') },
    confirmations: { enabled: false, email_field: 'email' },
    privacy: { purpose: text('ordering.inquiry.purpose'), policy_path: '/privacy', consent_version: '2026-11' },
    marketing_opt_in: { enabled: false },
    // The per-client lead budget and the honeypot stand in front of it; a captcha would need JavaScript.
    captcha: false,
  },
  integrations: { crm: { enabled: true, lead_type: 'vehicle_inquiry', mapping: {} } },
});

/** The enquiry form, made from the definition above the first time an enquiry needs it. */
export async function vehicleInquiryForm(): Promise<FormDefinition> {
  const existing = await findForm(vehicleInquiryFormName);
  if (existing) return existing;
  try {
    return await createForm(systemActor('ordering'), vehicleInquiryFormDefinition);
  } catch (error) {
    // Two first enquiries at once (a 409, or the unique index): the other one made it.
    const made = await findForm(vehicleInquiryFormName);
    if (made) return made;
    throw error;
  }
}
