import { defineBlock } from '../types';
import { InPageNavigationBar } from './islands';
import { inPageNavigationTemplate } from './template';

export const inPageNavigation = defineBlock({
  template: inPageNavigationTemplate,
  retiredFields: ['padding_grid_class', 'header_font'],
  defaultContent: {
    fields: {},
    field_groups: [
      { label: 'ラインアップ', blockId: 'lineup' },
      { label: 'よくあるご質問', blockId: 'faq' },
    ],
  },
  Component: ({ groups, context }) => (
    <InPageNavigationBar label={context.t('in_page_nav.label')} items={groups.map((g) => ({ label: g.label, blockId: g.blockId }))} />
  ),
});
