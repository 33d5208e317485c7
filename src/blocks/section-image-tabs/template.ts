import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { maxTabs, tabBlockIntroFields, tabGroupFields } from '../page-tabs/fields';

/**
 * blocks.md §2.21: per tab tab_label, tab_id, blocks_count; the tabs are pictures, so each has an
 * `image` too, which the spec's list does not name (decision 0058).
 */
export const sectionImageTabsTemplate = defineTemplate({
  key: 'section_image_tabs',
  name: 'Section image tabs',
  description:
    'Tabs drawn as picture cards with their label, each holding some of the blocks after this one (Blocks in this tab); only the open tab shows, and the page address names it (#tab_id).',
  short_description: 'Picture tabs over the blocks that follow',
  group: 'Navigation',
  list_priority: 63,
  thumbnail_url: '/block-thumbnails/section_image_tabs.svg',
  max_field_groups: maxTabs,
  fields: [field.scrollId(), ...tabBlockIntroFields(), ...layoutFields()],
  field_groups_template: [
    ...tabGroupFields(),
    field.image('image', 'Tab image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
  ],
});
