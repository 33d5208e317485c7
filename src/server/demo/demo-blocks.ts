import type { PageInput } from '@/features/pages/page-input';
import { blockRegistry, type BlockKey } from '@/blocks/registry';

/** A block of the demo site: its default content with these fields (and groups) instead. */
export function demoBlock(key: BlockKey, fields: Record<string, unknown> = {}, field_groups?: Record<string, unknown>[]) {
  const def = blockRegistry[key].defaultContent;
  return {
    template_key: key,
    active_positions: [] as ('sm' | 'md' | 'lg' | 'xl')[],
    content: { fields: { ...def.fields, ...fields }, field_groups: field_groups ?? (def.field_groups as Record<string, unknown>[]) },
  };
}

/** A published demo page with the page defaults. */
export const demoPage = (p: Partial<PageInput> & Pick<PageInput, 'path' | 'title'>): PageInput => ({
  page_type: 'page',
  status: 'published',
  disable_seo_tracking: false,
  http_code: 301,
  link_new_window: false,
  blocks: [],
  ...p,
});
