'use server';

import { redirect } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { formInput } from '@/features/forms/definition';
import { createForm, updateForm } from '@/features/forms/forms.server';
import { createLeadExport } from '@/features/forms/lead-exports.server';
import { deleteLead, getLeadById, retryFailedDeliveries } from '@/features/forms/leads.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';
import { parseJsonSafely } from '@/lib/safe-json';

const t = getT('ja');

/** Puts the form's failed deliveries back in the queue; the page says how many. */
export async function retryDeliveriesAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  const formId = Number(form.get('form_id'));
  const count = await retryFailedDeliveries(actor, formId);
  redirect(`/admin/forms/${formId}?retried=${count}`);
}

/** Starts a CSV export with the filter shown; the page lists it until it can be downloaded. */
export async function exportLeadsAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  const formId = Number(form.get('form_id'));
  const day = (name: string, end: boolean) => {
    const value = String(form.get(name) ?? '');
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00'}+09:00` : undefined;
  };
  await createLeadExport(actor, formId, { createdFrom: day('from', false), createdTo: day('to', true), sort: '-created_at' });
  redirect(`/admin/forms/${formId}?exported=1`);
}

export async function deleteLeadAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  const leadId = String(form.get('lead_id'));
  if (form.get('confirm') !== 'on') redirect(`/admin/leads/${leadId}?confirm=1`);
  const lead = await getLeadById(actor, leadId);
  await deleteLead(actor, lead.formId, leadId);
  redirect(`/admin/forms/${lead.formId}?deleted=1`);
}

export interface FormDefinitionState {
  ok?: string;
  errors?: string[];
  text?: string;
}

/** Saves the definition typed as JSON, checked whole by the same schema as the API. */
export async function saveFormDefinitionAction(_previous: FormDefinitionState, form: FormData): Promise<FormDefinitionState> {
  const actor = await currentActor();
  const formId = Number(form.get('form_id'));
  const revision = Number(form.get('revision'));
  const text = String(form.get('definition') ?? '');
  let data: unknown;
  try {
    data = parseJsonSafely(text);
  } catch (error) {
    return { text, errors: [error instanceof Error ? error.message : String(error)] };
  }
  const parsed = formInput.safeParse(data);
  if (!parsed.success) {
    return { text, errors: parsed.error.issues.map((i) => `${i.path.join('.') || '(全体)'}: ${i.message}`) };
  }
  try {
    await updateForm(actor, formId, parsed.data, revision);
  } catch (error) {
    if (isAppError(error) && error.status === 412) return { text, errors: [t('admin.forms.stale')] };
    if (isAppError(error) && error.errors.length) return { text, errors: error.errors.map((e) => `${e.pointer}: ${e.detail}`) };
    throw error;
  }
  redirect(`/admin/forms/${formId}?saved=1`);
}

export interface NewFormState {
  errors?: Record<string, string>;
  /** What was sent, put back in the inputs (React resets a form after its action). */
  values?: { name: string; title: string; type: string };
}

/**
 * A new form from a starter (name, furigana, e-mail, phone, message), closed until someone opens it;
 * its fields are then edited on the form's page.
 */
export async function createFormAction(_previous: NewFormState, form: FormData): Promise<NewFormState> {
  const actor = await currentActor();
  const name = String(form.get('name') ?? '').trim();
  const title = String(form.get('title') ?? '').trim();
  const ja = (text: string) => ({ ja: text });
  const values = { name, title, type: String(form.get('type') ?? 'generic') };
  const parsed = formInput.safeParse({
    name,
    title,
    type: String(form.get('type') ?? 'generic'),
    enabled: false,
    fields: [
      {
        name: 'family_name',
        type: 'text',
        label: ja('姓'),
        autocomplete: 'family-name',
        width: 'half',
        rules: { required: true, max: 30 },
      },
      { name: 'given_name', type: 'text', label: ja('名'), autocomplete: 'given-name', width: 'half', rules: { required: true, max: 30 } },
      { name: 'family_name_kana', type: 'text', format: 'katakana', label: ja('セイ'), width: 'half', rules: { required: true, max: 30 } },
      { name: 'given_name_kana', type: 'text', format: 'katakana', label: ja('メイ'), width: 'half', rules: { required: true, max: 30 } },
      { name: 'email', type: 'text', format: 'email', label: ja('メールアドレス'), rules: { required: true, max: 254 } },
      { name: 'phone', type: 'telephone', label: ja('電話番号'), rules: { required: true } },
      { name: 'message', type: 'textarea', label: ja('お問い合わせ内容'), rules: { required: false, max: 1000 } },
    ],
  });
  if (!parsed.success) {
    return {
      errors: Object.fromEntries(
        parsed.error.issues.map((i) => [
          String(i.path[0] ?? 'form'),
          t(`admin.forms.new_invalid_${String(i.path[0])}`, { fallback: i.message }),
        ]),
      ),
    };
  }
  let id: number;
  try {
    id = (await createForm(actor, parsed.data)).id;
  } catch (error) {
    if (isAppError(error) && error.status === 409) return { values, errors: { name: t('admin.forms.new_taken') } };
    throw error;
  }
  redirect(`/admin/forms/${id}?created=1`);
}
