import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21 "electrifying power": an electrified model's key figures (decision 0054). */
export const electrifyingPowerTemplate = defineTemplate({
  key: 'electrifying_power',
  name: 'Electrifying power',
  description:
    'An electrified model in figures: a wide image, a heading and up to four key figures (value, unit, label) with their test conditions.',
  short_description: 'Electric model key figures',
  group: 'Content',
  list_priority: 58,
  thumbnail_url: '/block-thumbnails/electrifying_power.svg',
  max_field_groups: 4,
  fields: [
    field.scrollId(),
    field.image('image', 'Image (wide: 1600×650, 1024×416, 640×260)', 'wide'),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'xl'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.text('disclaimer', 'Conditions of the figures (e.g. WLTC mode)', { max_length: 1000 }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields({ theme: 'dark-theme' }),
  ],
  field_groups_template: [
    field.string('value', 'Figure (e.g. 113)', { required: true, max_length: 16 }),
    field.string('unit', 'Unit (e.g. km)', { max_length: 16 }),
    field.string('label', 'What it measures', { required: true, max_length: 80 }),
  ],
});
