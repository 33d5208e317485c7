import { pageInputSchema } from '@/features/pages/page-input';
import { AppError, type FieldError } from '@/lib/app-error';
import { validatePageBlocks } from './validate-page-blocks';

/**
 * What would stop a draft from being published, each with its pointer (`title`,
 * `blocks.2.content.fields.title`); empty when it is ready. The same checks as publishing.
 */
export function draftProblems(content: Record<string, unknown>): FieldError[] {
  const parsed = pageInputSchema.safeParse(content);
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ pointer: issue.path.join('.'), detail: issue.message }));
  try {
    validatePageBlocks(parsed.data.blocks);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.errors;
  }
}
