'use server';

import { revalidatePath } from 'next/cache';
import { currentActor } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { importText, parseImportJson, refusedImport, type CatalogueImportState } from '@/features/models/catalogue-upload';
import { importModelCatalogue } from '@/features/models/models-admin.server';
import { getT } from '@/i18n/i18n';

const t = getT('ja');
const m = (key: string, values?: Record<string, unknown>) => t(`admin.models.${key}`, values);

/**
 * Imports the catalogue document from the screen's form (a file or the text area). A refused
 * document changes nothing and comes back with every problem at its pointer; the typed text is kept.
 */
export async function importCatalogue(_previous: CatalogueImportState, form: FormData): Promise<CatalogueImportState> {
  const actor = await currentActor();
  // importModelCatalogue asks again; asking first keeps the document's problems from people who may not import.
  if (!can(actor, 'settings.manage')) return { error: t('admin.not_allowed') };
  const sent = await importText(form);
  if (!sent.ok) return { error: m(sent.reason === 'empty' ? 'no_document' : 'too_large') };
  const parsed = parseImportJson(sent.text, { notJson: m('not_json'), unsafe: m('unsafe_json') });
  if (!parsed.ok) return { error: parsed.error, text: sent.typed };
  try {
    const { counts, addedDerivatives, removedDerivatives } = await importModelCatalogue(actor, parsed.value);
    revalidatePath('/admin/models');
    return { ok: m('imported', { ...counts, added: addedDerivatives.length, removed: removedDerivatives.length }) };
  } catch (error) {
    const problems = refusedImport(error);
    if (!problems) throw error;
    return { error: m('rejected'), problems, text: sent.typed };
  }
}
