/**
 * What the recall admin screen's forms get back from their server actions (decision 0065): a
 * confirmation, or what is wrong — per field, or per line of a vehicle list — with what was typed,
 * so the form can show it again (React resets a form after its action). `at` tells two answers apart.
 */
export interface RecallFormState {
  ok?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  problems?: string[];
  values?: Record<string, string>;
  at?: number;
}

/** The largest vehicle list the screen reads, pasted or as a file. */
export const maxVehicleListBytes = 2_000_000;

export type VehicleListText = { ok: true; text: string; typed: string } | { ok: false; reason: 'empty' | 'too_large'; typed: string };

/** The vehicle list a form sent: its CSV file when one was chosen, else the text area `field`. */
export async function vehicleListText(form: FormData, field = 'vins'): Promise<VehicleListText> {
  const file = form.get('file');
  const typed = String(form.get(field) ?? '');
  const fromFile = file instanceof Blob && file.size > 0;
  if ((fromFile ? file.size : new TextEncoder().encode(typed).length) > maxVehicleListBytes)
    return { ok: false, reason: 'too_large', typed };
  const text = fromFile ? await file.text() : typed;
  if (text.trim() === '') return { ok: false, reason: 'empty', typed };
  return { ok: true, text, typed };
}

/** The form's text fields, as typed. */
export function formValues<const N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])) as Record<N, string>;
}
