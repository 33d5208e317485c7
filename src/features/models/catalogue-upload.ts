import { isAppError, type FieldError } from '@/lib/app-error';
import { parseJsonSafely, UnsafeJsonError } from '@/lib/safe-json';
import { catalogueDocumentLimits } from './catalogue-http';

/**
 * The admin screen's import form, before and after the import itself: which text was sent (a chosen
 * file wins over the text area), whether it is JSON at all, and what a refusal says — in Japanese,
 * each problem at its pointer. Pure apart from reading the file, so it is unit-tested.
 */
export interface CatalogueImportState {
  ok?: string;
  error?: string;
  problems?: FieldError[];
  /** What was typed into the text area, kept when refused (React resets forms after an action). */
  text?: string;
}

export type ImportText = { ok: true; text: string; typed: string } | { ok: false; reason: 'empty' | 'too_large' };

export async function importText(form: FormData): Promise<ImportText> {
  const file = form.get('file');
  const typed = String(form.get('json') ?? '');
  const fromFile = file instanceof Blob && file.size > 0;
  if ((fromFile ? file.size : Buffer.byteLength(typed)) > catalogueDocumentLimits.maxBytes) return { ok: false, reason: 'too_large' };
  const text = fromFile ? await file.text() : typed;
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  return { ok: true, text, typed };
}

/** The parsed document, or why the text is not one (its syntax, its depth, its size) in Japanese. */
export function parseImportJson(
  text: string,
  messages: { notJson: string; unsafe: string },
): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: parseJsonSafely(text, catalogueDocumentLimits) };
  } catch (error) {
    if (!(error instanceof UnsafeJsonError)) throw error;
    return { ok: false, error: error.reason === 'syntax' ? messages.notJson : messages.unsafe };
  }
}

/** What the form shows for a refused import: the 422's pointers; null for anything it cannot explain. */
export function refusedImport(error: unknown): FieldError[] | null {
  return isAppError(error) && error.status === 422 ? error.errors : null;
}
