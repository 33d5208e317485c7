import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { maxTabs, tabBlockIntroFields, tabGroupFields } from '../page-tabs/fields';

/**
 * blocks.md §2.21: has_modal, modal_title; per tab blocks_count, tab_icon, tab_label, tab_id and the
 * modal's card (title, subtitle, image). Each tab holds the page blocks after this one (decision 0058).
 */
export const sectionTabsTemplate = defineTemplate({
  key: 'section_tabs',
  name: 'Section tabs',
  description:
    'A bar of tabs, each holding some of the blocks after this one (Blocks in this tab); only the open tab shows, and the page address names it (#tab_id). Optionally a modal with a card per tab.',
  short_description: 'Tabs over the blocks that follow',
  group: 'Navigation',
  list_priority: 62,
  thumbnail_url: '/block-thumbnails/section_tabs.svg',
  max_field_groups: maxTabs,
  fields: [
    field.scrollId(),
    ...tabBlockIntroFields(),
    field.bool('has_modal', 'Modal with a card per tab (opened from the tab bar)', false),
    field.string('modal_title', 'Modal title', { max_length: 80 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    ...tabGroupFields(),
    field.icon('tab_icon', 'Tab icon'),
    field.string('modal_card_title', 'Modal card title (empty: the tab label)', { max_length: 80 }),
    field.string('modal_card_subtitle', 'Modal card subtitle', { max_length: 120 }),
    field.image('modal_card_image', 'Modal card image (1600×900, 1024×576, 640×360)', 'standard'),
  ],
});
