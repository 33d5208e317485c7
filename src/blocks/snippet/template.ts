import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

export const snippetTemplate = defineTemplate({
  key: 'snippet',
  name: 'Snippet',
  description: 'A heading, rich text and buttons in the content column.',
  short_description: 'Heading, text and buttons',
  group: 'Text',
  list_priority: 30,
  thumbnail_url: '/block-thumbnails/snippet.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.html('paragraph', 'Paragraph', { max_length: 20_000 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.select('alignment', 'Alignment', ['left', 'center'], 'left'),
    field.links('buttons', 'Buttons', 3),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
