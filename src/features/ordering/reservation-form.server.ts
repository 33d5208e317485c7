import 'server-only';
import { systemActor } from '@/features/auth/permissions';
import { formInput } from '@/features/forms/definition';
import { personFields } from '@/features/forms/demo-forms';
import { createForm, findForm, patchForm, type FormDefinition } from '@/features/forms/forms.server';
import { logger } from '@/lib/logger.server';

/** The form whose fields the checkout's contact step shows, and whose lead every order links to. */
export const reservationFormName = 'reservation';

const ja = (text: string) => ({ ja: text });

/**
 * What the reservation form starts as. Editors change it in /admin/forms like any other form; the
 * order fills `order_number` and `vehicle` itself (hidden: the visitor never types them), so both
 * e-mails — the customer's confirmation and the dealer's notification — carry them.
 */
export const reservationFormDefinition = formInput.parse({
  name: reservationFormName,
  type: 'reservation',
  title: 'オンライン予約',
  fields: [
    ...personFields,
    { name: 'message', type: 'textarea', label: ja('ご要望（任意）'), rules: { required: false, max: 1000 } },
    { name: 'order_number', type: 'text', box_type: 'hidden', label: ja('予約番号') },
    { name: 'vehicle', type: 'text', box_type: 'hidden', label: ja('車両') },
    { name: 'options', type: 'text', box_type: 'hidden', label: ja('ご希望のオプション') },
    { name: 'order_url', type: 'text', box_type: 'hidden', label: ja('ご予約内容の確認・キャンセル'), rules: { max: 2000 } },
  ],
  settings: {
    notifications: { enabled: true, recipients: [], to_location: true, subject: '【オンライン予約】{{form}}' },
    confirmations: {
      enabled: true,
      email_field: 'email',
      subject: '【ランドローバー】ご予約を承りました',
      body: 'このたびはオンラインでご予約いただき、ありがとうございます。\n販売店の担当者より2営業日以内にご連絡し、ご契約の内容をご案内いたします。\n\nご予約番号：{{order_number}}\nお車：{{vehicle}}\nご予約内容の確認・キャンセルはこちらから：\n{{order_url}}',
    },
    privacy: { policy_path: '/privacy', consent_version: '2026-11' },
    marketing_opt_in: { enabled: true },
    // The hold and the per-address checkout limit already stand between a script and the cars.
    captcha: false,
  },
  integrations: { crm: { enabled: true, lead_type: 'online_reservation', mapping: {} } },
});

/** The hidden fields an order fills: a reservation form must have them, whatever editors did to it. */
const orderFields = reservationFormDefinition.fields.filter((f) => f.box_type === 'hidden');

/**
 * The reservation form, made from the definition above the first time an order needs it. A form
 * made before a hidden field existed (or one an editor removed) gets the missing ones back, so
 * every order's e-mails carry its number, car and link.
 */
export async function reservationForm(): Promise<FormDefinition> {
  const existing = await findForm(reservationFormName);
  if (existing) return withOrderFields(existing);
  try {
    return await createForm(systemActor('ordering'), reservationFormDefinition);
  } catch (error) {
    // Two first orders at once (a 409, or the unique index): the other one made it.
    const made = await findForm(reservationFormName);
    if (made) return withOrderFields(made);
    throw error;
  }
}

async function withOrderFields(form: FormDefinition): Promise<FormDefinition> {
  const missing = orderFields.filter((f) => !form.fields.some((own) => own.name === f.name));
  if (!missing.length) return form;
  try {
    return await patchForm(systemActor('ordering'), form.id, (input) => ({ ...input, fields: [...input.fields, ...missing] }));
  } catch (error) {
    // Most likely another order added them a moment ago (the revision moved on): read it again.
    logger.warn({ err: error, missing: missing.map((f) => f.name) }, 'reservation form: adding the order fields failed');
    return (await findForm(reservationFormName)) ?? form;
  }
}
