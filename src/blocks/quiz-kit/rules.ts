import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';

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
  const first = new Map<string, number>();
  return items.flatMap((item, i) => {
    const value = String(item[field] ?? '');
    const earlier = first.get(value);
    if (earlier === undefined) {
      first.set(value, i);
      return [];
    }
    return [
      {
        path: ['field_groups', i, field],
        message: t('quiz_kit.rules.duplicate', { n: i + 1, first: earlier + 1, name: nameOf(value) }),
      },
    ];
  });
}
