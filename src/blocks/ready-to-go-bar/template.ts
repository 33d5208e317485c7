import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §3: the ready-to-go bar shows its first 4 groups; at most 5 are kept (decision 0054). */
export const readyToGoBarShown = 4;

export const readyToGoBarTemplate = defineTemplate({
  key: 'ready_to_go_bar',
  name: 'Ready to go bar',
  description:
    'A bar of next-step links with icons (test drive, retailer, brochure, offers). The first four items are shown; a fifth can be kept in reserve.',
  short_description: 'Bar of next-step links',
  group: 'Navigation',
  list_priority: 66,
  thumbnail_url: '/block-thumbnails/ready_to_go_bar.svg',
  max_field_groups: 5,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'm'),
    ...layoutFields({ theme: 'light-theme' }),
  ],
  field_groups_template: [
    field.icon('icon', 'Icon'),
    field.link('link', 'Link (its label is the item text)', { required: true }),
    field.string('text', 'Short note under the link', { max_length: 80 }),
  ],
});
