import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: parallax image, at most 40 groups; each group one image with its text. */
export const parallaxImageTemplate = defineTemplate({
  key: 'parallax_image',
  name: 'Parallax image',
  description:
    'Wide images that move slower than the page as it scrolls, each with an optional title, text and link. No movement for visitors who ask for reduced motion.',
  short_description: 'Images with a parallax scroll',
  group: 'Media',
  list_priority: 84,
  thumbnail_url: '/block-thumbnails/parallax_image.svg',
  max_field_groups: 40,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.string('title', 'Title', { max_length: 120 }),
    field.text('paragraph', 'Paragraph', { max_length: 400 }),
    field.link('link', 'Link'),
  ],
});
