import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: layout_variant (single-cta, dual-cta), enable_animation, brand (defender, range-rover, discovery). */
export const houseOfBrandsTemplate = defineTemplate({
  key: 'house_of_brands',
  name: 'House of brands',
  description:
    'One of the brand families (Defender, Range Rover, Discovery) in its own colours: image, heading, text and one or two buttons.',
  short_description: 'Brand family showcase',
  group: 'Content',
  list_priority: 45,
  thumbnail_url: '/block-thumbnails/house_of_brands.svg',
  fields: [
    field.scrollId(),
    field.select('brand', 'Brand', ['defender', 'range-rover', 'discovery'], 'defender'),
    field.select('layout_variant', 'Layout variant', ['single-cta', 'dual-cta'], 'single-cta'),
    field.bool('enable_animation', 'Animate the image and text as they scroll into view', true, {
      help: 'CSS only, and never for visitors who ask their device for reduced motion.',
    }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.string('title', 'Title', { required: true, max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'xl'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.links('buttons', 'Buttons (single-cta shows the first, dual-cta both)', 2),
    ...layoutFields({ theme: 'dark-theme' }),
  ],
  field_groups_template: [],
});
