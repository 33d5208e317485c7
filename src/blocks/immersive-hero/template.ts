import { field, layout } from '../field-factories';
import { defineTemplate } from '../fields';

/**
 * blocks.md §2.20. Like in-page navigation, it has no Block Scroll ID (blocks.md §1). Full-bleed:
 * no padding field; the theme colours the text and the overlay.
 */
export const immersiveHeroTemplate = defineTemplate({
  key: 'immersive_hero',
  name: 'Immersive hero',
  description: 'Full-screen image or background video with content placed over it.',
  short_description: 'Full-screen image or video',
  group: 'Heroes',
  list_priority: 20,
  thumbnail_url: '/block-thumbnails/immersive_hero.svg',
  fields: [
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.headingLevel('header_tag', 'h1'),
    field.headingSize('header_size', 'title'),
    field.text('paragraph', 'Paragraph', { max_length: 400 }),
    field.image('image', 'Image', 'standard', { required: true }),
    field.bool('has_mobile_image', 'Use a separate mobile image', false),
    field.image('mobile_image', 'Mobile image (tall)', 'tall'),
    field.string('video_url', 'Background video URL (MP4)', { translatable: false, max_length: 2048 }),
    field.bool('native_video_mobile', 'Play the video on mobile too', false),
    field.number('video_time', 'Delay before the video starts (ms)', { min: 0, max: 60000, default: 5000 }),
    field.bool('is_autoplay', 'Autoplay', true),
    field.bool('is_overlay', 'Tint the image with the theme colour', false),
    field.bool('has_mxo', 'Personalised (MXO)', false),
    field.select('content_placement', 'Content placement', ['middle', 'left-top', 'left-middle', 'left-bottom'], 'left-bottom'),
    field.select('buttons_placement', 'Buttons placement', ['inline', 'row'], 'inline'),
    field.links('buttons', 'Buttons', 2),
    layout.separator(),
    layout.theme('dark-theme'),
    layout.border(),
    layout.headerFont(),
    layout.dcStrategy(),
  ],
  field_groups_template: [],
});
