import 'server-only';
import { getT } from '@/i18n/i18n';
import { loadFormBlockData } from './form-block-data.server';
import { formViewOf, type FormView } from './form-view';

/**
 * A form ready to show outside a block — the modal of form links and its page /forms/{name} —
 * with two columns when the form has side-by-side fields (the modal is 900 px wide).
 */
export async function standaloneFormView(ref: string): Promise<{ view: FormView; title: string; twoColumns: boolean } | null> {
  const data = await loadFormBlockData(ref);
  const view = formViewOf(data, getT('ja'));
  if (!data.form || !view) return null;
  const title = data.form.title ?? data.form.name;
  return { view, title, twoColumns: data.form.fields.some((f) => f.width === 'half') };
}
