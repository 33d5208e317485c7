import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §3: a timeline holds up to 20 groups (decision 0054). */
export const timelineTemplate = defineTemplate({
  key: 'timeline',
  name: 'Timeline',
  description: 'Milestones in order, each with a date or year, a title, text and an optional image.',
  short_description: 'Milestones in order',
  group: 'Content',
  list_priority: 55,
  thumbnail_url: '/block-thumbnails/timeline.svg',
  max_field_groups: 20,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('label', 'Date or year (e.g. 1948年)', { required: true, max_length: 40 }),
    field.string('title', 'Milestone title', { required: true, max_length: 120 }),
    field.text('text', 'Milestone text', { max_length: 800 }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard'),
  ],
});
