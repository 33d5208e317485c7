import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21 "accolade image box": an image beside the awards a model has won (decision 0054). */
export const accoladeImageBoxTemplate = defineTemplate({
  key: 'accolade_image_box',
  name: 'Accolade image box',
  description: 'A large image beside a heading, text and up to four awards (award badge, name and who gave it).',
  short_description: 'Image with awards',
  group: 'Content',
  list_priority: 57,
  thumbnail_url: '/block-thumbnails/accolade_image_box.svg',
  max_field_groups: 4,
  fields: [
    field.scrollId(),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.select('image_position', 'Image position', ['left', 'right'], 'left'),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 800 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Award badge (square: 360, 415, 830, 1245)', 'square'),
    field.string('title', 'Award name', { required: true, max_length: 160 }),
    field.string('description', 'Awarded by (organisation and year)', { max_length: 160 }),
  ],
});
