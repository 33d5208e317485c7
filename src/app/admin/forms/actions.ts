'use server';

import { redirect } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { formInput } from '@/features/forms/definition';
import { updateForm } from '@/features/forms/forms.server';
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
