import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

export const contentBlocksTemplate = defineTemplate({
  key: 'content_blocks',
  name: 'Content blocks',
  description: 'Cards with image, title, text and link, laid out in rows of up to four.',
  short_description: 'Cards in rows of up to 4',
  group: 'Content',
  list_priority: 40,
  thumbnail_url: '/block-thumbnails/content_blocks.svg',
  max_field_groups: 1000,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.select('items_per_row', 'Items per row', ['1', '2', '3', '4'], '3'),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Image', 'standard'),
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.headingLevel('header_tag', 'h3'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.link('link', 'Link'),
  ],
});
