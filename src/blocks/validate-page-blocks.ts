import type { ValidatedBlocks } from '@/features/pages/page-editing.server';
import type { PageInput } from '@/features/pages/page-input';
import { AppError, type FieldError } from '@/lib/app-error';
import { validateBlockContent } from './validate-content';

/**
 * Checks every block of a page against its template (unknown templates, content that does not fit)
 * and returns them in the form the pages feature saves. All problems of all blocks are reported
 * together, each with its `blocks.N.…` pointer.
 */
export function validatePageBlocks(blocks: PageInput['blocks']): ValidatedBlocks {
  const errors: FieldError[] = [];
  const validated = blocks.flatMap((block, i) => {
    try {
      return [{ ...block, content: validateBlockContent(block.template_key, block.content, `blocks.${i}.content`) }];
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(...error.errors.map((e) => (e.pointer === 'template_key' ? { ...e, pointer: `blocks.${i}.template_key` } : e)));
      return [];
    }
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Some blocks are not valid.', errors);
  return validated as unknown as ValidatedBlocks;
}
