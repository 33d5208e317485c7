import { carouselHeadingFields } from '../carousel-kit/fields';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: at most 20 colours. */
export const colorButtonCarouselTemplate = defineTemplate({
  key: 'color_button_carousel',
  name: 'Color button carousel',
  description: 'A car in each of its colours: one image per colour, chosen with round colour buttons under the image.',
  short_description: 'Car colours with colour buttons',
  group: 'Carousels',
  list_priority: 82,
  thumbnail_url: '/block-thumbnails/color_button_carousel.svg',
  max_field_groups: 20,
  fields: [field.scrollId(), ...carouselHeadingFields(), field.text('paragraph', 'Paragraph', { max_length: 400 }), ...layoutFields()],
  field_groups_template: [
    field.string('color_name', 'Colour name', { required: true, max_length: 60 }),
    field.string('color_code', 'Colour of the button (#RRGGBB)', { required: true, max_length: 7, translatable: false }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.text('description', 'Description (paint type, price of the option)', { max_length: 300 }),
  ],
});
