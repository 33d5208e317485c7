import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/**
 * blocks.md §2.21: four images, and a modal with image rows (JSON) and a table (JSON). A row shows
 * some of the four images with a title and a text, so the modal needs no images of its own
 * (decision 0055).
 */
export const inspiredCollectionTemplate = defineTemplate({
  key: 'inspired_collection',
  name: 'Inspired collection',
  description:
    'Four images of a collection with a title and a text, and a button that opens a modal with rows of these images (JSON) and a table (JSON).',
  short_description: 'Four images and a collection modal',
  group: 'Media',
  list_priority: 83,
  thumbnail_url: '/block-thumbnails/inspired_collection.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.image('image_1', 'Image 1 (large)', 'standard', { required: true }),
    field.image('image_2', 'Image 2', 'standard', { required: true }),
    field.image('image_3', 'Image 3', 'standard', { required: true }),
    field.image('image_4', 'Image 4', 'standard', { required: true }),
    field.string('modal_button_label', 'Modal button label (empty = default)', { max_length: 40 }),
    field.string('modal_title', 'Modal title', { max_length: 160 }),
    field.jsonValue('modal_image_rows', 'Modal image rows (JSON: [{ "images": [1, 2], "title", "text" }])', [], {
      help: 'Each row shows some of the four images (numbers 1–4) with an optional title and text. At most 8 rows.',
    }),
    field.jsonValue(
      'modal_table',
      'Modal table (JSON: { "caption", "columns": [...], "rows": [[...]] })',
      {},
      {
        help: '{ "caption": "…", "columns": ["Item", "Price"], "rows": [["…", "…"]] }: every row has one cell per column. At most 6 columns and 50 rows. Empty: no table.',
      },
    ),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
