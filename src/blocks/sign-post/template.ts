import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21 "sign post": cards that point visitors to their next page (decision 0054). */
export const signPostTemplate = defineTemplate({
  key: 'sign_post',
  name: 'Sign post',
  description: 'Two to four cards that send visitors on to other pages: image, title, short text and a link each.',
  short_description: 'Cards linking to other pages',
  group: 'Navigation',
  list_priority: 65,
  thumbnail_url: '/block-thumbnails/sign_post.svg',
  max_field_groups: 4,
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
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard'),
    field.string('title', 'Card title', { required: true, max_length: 120 }),
    field.text('text', 'Card text', { max_length: 300 }),
    field.link('link', 'Card link', { required: true }),
  ],
});
