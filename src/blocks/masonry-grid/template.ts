import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: the video sits above the image grid (video-top) or below it (video-bottom). */
export const masonryVariants = ['video-top', 'video-bottom'] as const;

export const masonryGridTemplate = defineTemplate({
  key: 'masonry_grid',
  name: 'Masonry grid',
  description:
    'A muted looping video above or below a staggered grid of up to six images with titles, texts and links. The video has a pause button and does not play by itself for visitors who ask for less motion.',
  short_description: 'Video and staggered image grid',
  group: 'Media',
  list_priority: 82,
  thumbnail_url: '/block-thumbnails/masonry_grid.svg',
  max_field_groups: 6,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.select('layout_variant', 'Video position', masonryVariants, 'video-top'),
    field.string('video_url', 'Video URL (MP4, muted)', { translatable: false, max_length: 2048 }),
    field.image('video_poster', 'Video poster, shown before and instead of the video (1600×900, 1024×576, 640×360)', 'standard', {
      required: true,
    }),
    field.bool('is_autoplay', 'Play the video by itself (never with reduced motion)', true),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Image', 'standard', { required: true }),
    field.string('title', 'Title', { max_length: 120 }),
    field.text('paragraph', 'Paragraph', { max_length: 300 }),
    field.link('link', 'Link'),
  ],
});
