import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21 "text steps": a numbered how-it-works list (decision 0054). */
export const textStepsTemplate = defineTemplate({
  key: 'text_steps',
  name: 'Text steps',
  description: 'Numbered steps with a title, text and an optional link each, under a heading and an introduction.',
  short_description: 'Numbered steps',
  group: 'Text',
  list_priority: 35,
  thumbnail_url: '/block-thumbnails/text_steps.svg',
  max_field_groups: 8,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('title', 'Step title', { required: true, max_length: 120 }),
    field.text('text', 'Step text', { max_length: 600 }),
    field.link('link', 'Step link'),
  ],
});
