import 'server-only';
import { getT } from '@/i18n/i18n';
import { loadFormBlockData } from './form-block-data.server';
import { buildFormView, type FormView } from './form-view';

/**
 * A form ready to show outside a block — the modal of form links and its page /forms/{name} —
 * with two columns when the form has side-by-side fields (the modal is 900 px wide).
 */
export async function standaloneFormView(ref: string): Promise<{ view: FormView; title: string; twoColumns: boolean } | null> {
  const data = await loadFormBlockData(ref);
  if (!data.form) return null;
  const view = buildFormView(data.form, {
    t: getT('ja'),
    language: 'ja',
    today: data.today,
    prefectures: data.prefectures,
    locations: data.locations,
    captcha: data.captcha,
    phoneCountries: data.phoneCountries,
  });
  const title = data.form.title ?? data.form.name;
  return { view, title, twoColumns: data.form.fields.some((f) => f.width === 'half') };
}
