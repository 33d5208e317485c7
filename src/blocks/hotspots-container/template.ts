import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/**
 * blocks.md §2.21: an image (standard sizes 1600×900, 1024×576, 640×360) with hotspots, a JSON list
 * of points placed in percent of the image, each with a title and a text (decision 0055).
 */
export const hotspotsContainerTemplate = defineTemplate({
  key: 'hotspots_container',
  name: 'Hotspots container',
  description:
    'An image with numbered points; each point opens a short explanation. Hotspots are JSON: x and y in percent from the top left corner, title, text.',
  short_description: 'Image with explained points',
  group: 'Media',
  list_priority: 80,
  thumbnail_url: '/block-thumbnails/hotspots_container.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.jsonValue('hotspots', 'Hotspots (JSON)', [], {
      help: '[{ "x": 35, "y": 60, "title": "LED headlights", "text": "…" }]: x from the image\'s left edge, y from its top, 0–100 %. At most 20.',
    }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
