import type { FormView } from '../form-view';
import { consentField } from '../validate-lead-names';

/** The first input with a message, in the order the visitor reads them (the consent comes last). */
export function firstRefused(fields: FormView['fields'], errors: Record<string, string>): string | undefined {
  return fields.find((field) => errors[field.name])?.name ?? (errors[consentField] ? consentField : undefined);
}

/** Moves focus to a form's input by name (the first of a group of choices). */
export function focusInput(form: HTMLFormElement | null, name: string | undefined): void {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
