import { field, layout } from '../field-factories';
import { defineTemplate } from '../fields';

/**
 * blocks.md §2.21. Has no Block Scroll ID of its own: it points at other blocks' ids. A sticky bar
 * with no heading: no padding or header-font field; the theme colours the bar.
 */
export const inPageNavigationTemplate = defineTemplate({
  key: 'in_page_navigation',
  name: 'In-page navigation',
  description: 'A sticky bar of links to blocks further down this page (by their Block Scroll ID).',
  short_description: 'Sticky links to page sections',
  group: 'Navigation',
  list_priority: 60,
  thumbnail_url: '/block-thumbnails/in_page_navigation.svg',
  max_field_groups: 10,
  fields: [layout.separator(), layout.theme('light-theme'), layout.border(), layout.dcStrategy()],
  field_groups_template: [
    field.string('label', 'Label', { required: true, max_length: 40 }),
    field.string('blockId', 'Block Scroll ID to scroll to', { required: true, max_length: 64, translatable: false }),
  ],
});
