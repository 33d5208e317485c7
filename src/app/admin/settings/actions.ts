'use server';

import { revalidatePath } from 'next/cache';
import { currentActor } from '@/features/auth/current-actor.server';
import { settingDefinitions, type SettingKey } from '@/features/settings/definitions';
import { settingProblems } from '@/features/settings/setting-form';
import { deleteSetting, listSettings, saveSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

const t = getT('ja');
const s = (key: string, values?: Record<string, unknown>) => t(`admin.settings.${key}`, values);

export interface SettingFormState {
  ok?: string;
  problems?: string[];
  /** What was typed, kept when refused (React resets a form after its action). */
  value?: string;
}

function refusal(error: unknown, value?: string): SettingFormState {
  if (!isAppError(error)) throw error;
  if (error.status === 401 || error.status === 403) return { problems: [s('not_allowed')], value };
  if (error.status === 404) return { problems: [s('unknown')], value };
  return { problems: error.errors.length ? error.errors.map((e) => e.detail) : [error.message], value };
}

/**
 * Saves one setting. A known key is checked here first so the reason is Japanese and points at the
 * place in the value; `saveSetting` checks again (the API's one gate) before anything is stored.
 */
export async function saveSettingAction(_previous: SettingFormState, form: FormData): Promise<SettingFormState> {
  const key = String(form.get('key') ?? '');
  const value = String(form.get('value') ?? '');
  const def = Object.hasOwn(settingDefinitions, key) ? settingDefinitions[key as SettingKey] : undefined;
  if (!def) return { problems: [s('unknown')], value };
  const problems = settingProblems(def as never, value);
  if (problems.length) return { problems, value };
  const actor = await currentActor();
  try {
    if (value.trim() === '') {
      const stored = (await listSettings(actor)).find((row) => row.key === key);
      if (stored) await deleteSetting(actor, stored.id);
    } else {
      await saveSetting(actor, key, def.format === 'json' ? JSON.stringify(JSON.parse(value)) : value);
    }
  } catch (error) {
    return refusal(error, value);
  }
  revalidatePath('/admin/settings');
  return { ok: value.trim() === '' ? s('reset_done', { key }) : s('saved', { key }) };
}

/** Deletes the stored value: the default applies again (also for keys no definition knows). */
export async function resetSettingAction(_previous: SettingFormState, form: FormData): Promise<SettingFormState> {
  const id = Number(form.get('id'));
  const key = String(form.get('key') ?? '');
  try {
    await deleteSetting(await currentActor(), Number.isInteger(id) && id > 0 ? id : 0);
  } catch (error) {
    return refusal(error);
  }
  revalidatePath('/admin/settings');
  return { ok: s('reset_done', { key }) };
}
