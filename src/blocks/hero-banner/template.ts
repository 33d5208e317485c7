import { field, layout } from '../field-factories';
import { defineTemplate } from '../fields';

/**
 * Full-bleed: no padding field (the hero always meets the blocks around it); the theme colours the
 * text and its scrim over the image.
 */
export const heroBannerTemplate = defineTemplate({
  key: 'hero_banner',
  name: 'Hero banner',
  description: 'Full-width image with a title, text and up to two buttons. Use it at the top of a page.',
  short_description: 'Image with title and buttons',
  group: 'Heroes',
  list_priority: 10,
  thumbnail_url: '/block-thumbnails/hero_banner.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.headingLevel('header_tag', 'h1'),
    field.headingSize('header_size', 'title'),
    field.text('paragraph', 'Paragraph', { max_length: 400 }),
    field.paragraphSize('paragraph_size', 'l'),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.select('content_position', 'Content position', ['left', 'center'], 'left'),
    field.links('buttons', 'Buttons', 2),
    layout.separator(),
    layout.theme('dark-theme'),
    layout.border(),
    layout.headerFont(),
    layout.dcStrategy(),
  ],
  field_groups_template: [],
});
