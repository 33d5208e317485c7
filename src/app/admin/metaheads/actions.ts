'use server';

import { revalidatePath } from 'next/cache';
import { currentActor } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { createMetahead, deleteMetahead } from '@/features/metaheads/metaheads-admin.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';
import { parseMetaheadForm, refusalReason } from './metahead-form-input';

const t = getT('ja');

export interface MetaheadFormState {
  ok?: string;
  errors?: Record<string, string>;
  /** What was typed, so a refused form keeps it (React resets forms after an action). */
  values?: Record<string, string>;
}

/** Adds a metahead from the screen's form. Scripts and HTML need the confirmation ticked, checked here too. */
export async function addMetahead(_previous: MetaheadFormState, form: FormData): Promise<MetaheadFormState> {
  const actor = await currentActor();
  const parsed = parseMetaheadForm(form, t);
  // createMetahead asks again; asking first keeps the reasons below from people who may not save.
  if (!can(actor, 'metaheads.manage')) return { errors: { form: t('admin.not_allowed') }, values: parsed.values };
  if (!parsed.ok) return { errors: parsed.errors, values: parsed.values };
  try {
    await createMetahead(actor, parsed.input);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { errors: refusalReason(error, t), values: parsed.values };
  }
  revalidatePath('/admin/metaheads');
  return { ok: t('admin.metaheads.added') };
}

/** Deletes a metahead (the screen asks first). */
export async function removeMetahead(_previous: MetaheadFormState, form: FormData): Promise<MetaheadFormState> {
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id < 1) return { errors: { form: t('admin.invalid') } };
  try {
    await deleteMetahead(await currentActor(), id);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 401 || error.status === 403) return { errors: { form: t('admin.not_allowed') } };
    // Already gone (another admin, or a second click): the list is refreshed either way.
    if (error.status !== 404) return { errors: { form: t('admin.invalid') } };
  }
  revalidatePath('/admin/metaheads');
  return { ok: t('admin.metaheads.deleted') };
}
