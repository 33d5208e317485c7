import type { FormView } from '@/features/forms/form-view';
import { fill } from './texts';

// The overlay's contact step draws the lead form's own fields; these are what it adds before anything
// is sent, so that no validator ships to the browser (decision 0067).

/** Each required field left empty, with the message the leads pipeline would give (it checks again). */
export function missingRequired(
  view: FormView,
  data: FormData,
  texts: { required: string; choose: string; tick: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of view.fields) {
    if (!field.required) continue;
    const values = data.getAll(field.name).filter((v) => (typeof v === 'string' ? v.trim() !== '' : v.size > 0));
    if (values.length) continue;
    const template =
      field.type === 'checkbox' && !field.options.length
        ? texts.tick
        : ['select', 'radio', 'checkbox', 'date'].includes(field.type)
          ? texts.choose
          : texts.required;
    errors[field.name] = fill(template, { label: field.label });
  }
  return errors;
}

/** What the visitor entered, label by label, for the summary step (choices by their labels). */
export function contactRecap(view: FormView, data: FormData): { label: string; value: string }[] {
  return view.fields.flatMap((field) => {
    if (field.type === 'file') return [];
    const raw = data.getAll(field.name).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (!raw.length) return [];
    const shown = raw.map((v) => field.options.find((o) => o.value === v)?.label ?? v.trim());
    if (field.type === 'checkbox' && !field.options.length) return [{ label: field.label, value: '✓' }];
    return [{ label: field.label, value: shown.join('、') }];
  });
}
