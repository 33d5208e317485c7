import { AppError, type FieldError } from '@/lib/app-error';
import { getBlockDefinition } from './registry';
import type { StoredContent } from './types';

/** Save-time check of one block against its template; returns the normalised content. */
export function validateBlockContent(templateKey: string, content: unknown, pointer = 'content'): StoredContent {
  const definition = getBlockDefinition(templateKey);
  if (!definition) {
    throw new AppError('VALIDATION_FAILED', `Unknown block template "${templateKey}".`, [
      { pointer: 'template_key', detail: 'Unknown block template' },
    ]);
  }
  const parsed = definition.schemas.save.safeParse(content);
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((i) => ({
      pointer: [pointer, ...i.path.map(String)].join('.'),
      detail: i.message,
    }));
    throw new AppError('VALIDATION_FAILED', `The content of block "${templateKey}" is not valid.`, errors);
  }
  return parsed.data;
}
