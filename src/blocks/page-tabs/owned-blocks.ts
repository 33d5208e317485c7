import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';

/** A tab block's panels, in order: how many of the page blocks after it each tab holds (decision 0058). */
export function blocksPerTab({ field_groups }: { field_groups: { blocks_count: number }[] }): number[] {
  return field_groups.map((group) => group.blocks_count);
}

/** What may follow `#` in the page address and be an element id, without escaping. */
const tabIdPattern = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Save rule of both tab blocks: a `tab_id` is the panel's id and the address's `#tab_id`, so it is
 * a letter, then letters, digits, - and _ (as a model summary's `tab_id`, decision 0057), and no two tabs of a block share one (a page-wide check would
 * need the other blocks, which rules do not see).
 */
export function tabIdProblems({ field_groups }: { field_groups: { tab_id: string }[] }): ContentIssue[] {
  const t = getT('ja');
  const first = new Map<string, number>();
  return field_groups.flatMap(({ tab_id: id }, i) => {
    const path = ['field_groups', i, 'tab_id'];
    if (!tabIdPattern.test(id)) return [{ path, message: t('block_rules.page_tabs.tab_id_format', { n: i + 1 }) }];
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, i);
      return [];
    }
    return [{ path, message: t('block_rules.page_tabs.tab_id_duplicate', { n: i + 1, id, first: earlier + 1 }) }];
  });
}
