import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

export const accordionTemplate = defineTemplate({
  key: 'accordion',
  name: 'Accordion',
  description: 'Questions or sections that open and close, with an OPEN ALL / CLOSE ALL toggle.',
  short_description: 'Expandable sections',
  group: 'Content',
  list_priority: 50,
  thumbnail_url: '/block-thumbnails/accordion.svg',
  max_field_groups: 30,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.string('open_all_label', 'OPEN ALL label (empty = default)', { max_length: 40 }),
    field.string('close_all_label', 'CLOSE ALL label (empty = default)', { max_length: 40 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('title', 'Item title', { required: true, max_length: 200 }),
    field.html('content', 'Item content', { max_length: 20_000 }),
    field.bool('is_open', 'Open when the page loads', false),
  ],
});
