import 'server-only';
import type { PageSaveInput } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { AppError, type FieldError } from '@/lib/app-error';
import { validationError } from '@/lib/problem.server';
import { validatePageBlocksForSave } from './catalogue-references.server';

/**
 * A draft as the page it would publish: the page's schema, then every block against its template.
 * Throws 422 with every problem's pointer (`title`, `blocks.2.content.fields.title`). Publishing,
 * scheduling and the scheduler all go through here (with the catalogue keys blocks name), so they refuse exactly the same drafts.
 */
export async function publishableDraft(content: Record<string, unknown>): Promise<PageSaveInput> {
  const parsed = pageInputSchema.safeParse(content);
  if (!parsed.success) throw validationError(parsed.error);
  return { ...parsed.data, blocks: await validatePageBlocksForSave(parsed.data.blocks) };
}

/** What would stop a draft from being published (the errors of `publishableDraft`); empty when it is ready. */
export async function draftProblems(content: Record<string, unknown>): Promise<FieldError[]> {
  try {
    await publishableDraft(content);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors;
  }
}
