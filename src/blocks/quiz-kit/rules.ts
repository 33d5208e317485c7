import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';

/**
 * The items (a quiz's groups) whose key an earlier item already has, each with the index of the
 * first: a quiz shows one item per outcome or variant, so a save refuses the others.
 */
export function repeatedItems<T>(items: readonly T[], keyOf: (item: T) => string): { index: number; first: number }[] {
  const firstOf = new Map<string, number>();
  return items.flatMap((item, index) => {
    const key = keyOf(item);
    const first = firstOf.get(key);
    if (first === undefined) {
      firstOf.set(key, index);
      return [];
    }
    return [{ index, first }];
  });
}

/**
 * Save rule shared by the quizzes whose items are their outcomes (decision 0061): at least one
 * item, and one item per outcome at most, so that a result always has exactly one view. Messages
 * in Japanese at the field.
 */
export function outcomeItemIssues(
  items: readonly Record<string, unknown>[],
  field: string,
  nameOf: (value: string) => string,
): ContentIssue[] {
  const t = getT('ja');
  if (!items.length) return [{ path: ['field_groups'], message: t('quiz_kit.rules.no_items') }];
  const valueOf = (item: Record<string, unknown>) => String(item[field] ?? '');
  return repeatedItems(items, valueOf).map(({ index, first }) => ({
    path: ['field_groups', index, field],
    message: t('quiz_kit.rules.duplicate', { n: index + 1, first: first + 1, name: nameOf(valueOf(items[index]!)) }),
  }));
}
