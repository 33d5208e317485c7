import { carouselHeadingFields } from '../carousel-kit/fields';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** Cards of one size (16:9 image, title, text, link), several in view. */
export const sameSizeCarouselTemplate = defineTemplate({
  key: 'same_size_carousel',
  name: 'Same-size carousel',
  description: 'Cards of equal size (image, title, text and a link) in a row that slides; 2 to 4 in view on large screens.',
  short_description: 'Equal cards in a sliding row',
  group: 'Carousels',
  list_priority: 81,
  thumbnail_url: '/block-thumbnails/same_size_carousel.svg',
  max_field_groups: 20,
  fields: [
    field.scrollId(),
    ...carouselHeadingFields(),
    field.text('paragraph', 'Paragraph', { max_length: 400 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.select('items_per_view', 'Cards in view on large screens', ['2', '3', '4'], '3'),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.text('paragraph', 'Paragraph', { max_length: 400 }),
    field.link('link', 'Link'),
  ],
});
