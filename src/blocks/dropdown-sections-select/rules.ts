import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { isScrollId, optionBlockIds } from './sections';

/**
 * Save rule (decision 0065): each option names at least one section, by ids that can be Block
 * Scroll IDs, never this block's own (it would hide itself). Whether a block with that id is on
 * the page is the page's business: the block ignores ids it does not find.
 */
export function optionBlocksIssues({
  fields,
  field_groups,
}: {
  fields: { block_scroll_id?: string };
  field_groups: { option_blocks: string }[];
}): ContentIssue[] {
  const t = getT('ja');
  const own = fields.block_scroll_id?.trim();
  return field_groups.flatMap((group, i) => {
    const path = ['field_groups', i, 'option_blocks'];
    const ids = optionBlockIds(group.option_blocks);
    if (!ids.length) return [{ path, message: t('owner_tools.rules.option_blocks_empty', { n: i + 1 }) }];
    const bad = ids.find((id) => !isScrollId(id));
    if (bad !== undefined) return [{ path, message: t('owner_tools.rules.option_blocks_format', { n: i + 1, id: bad }) }];
    if (own && ids.includes(own)) return [{ path, message: t('owner_tools.rules.option_blocks_self', { n: i + 1, id: own }) }];
    return [];
  });
}
