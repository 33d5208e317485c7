import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §3: at most 40 slide groups in 4 categories. */
export const galleryCategories = ['1', '2', '3', '4'] as const;

export const galleryTemplate = defineTemplate({
  key: 'gallery',
  name: 'Gallery',
  description:
    'A grid of images that visitors filter by category and open full screen. Name up to four categories; each image belongs to one. Categories without a name get no filter button.',
  short_description: 'Image grid with filters and a full-screen view',
  group: 'Media',
  list_priority: 81,
  thumbnail_url: '/block-thumbnails/gallery.svg',
  max_field_groups: 40,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.string('category_1', 'Category 1 name', { max_length: 40 }),
    field.string('category_2', 'Category 2 name', { max_length: 40 }),
    field.string('category_3', 'Category 3 name', { max_length: 40 }),
    field.string('category_4', 'Category 4 name', { max_length: 40 }),
    field.string('all_label', '"All" filter label (empty = default)', { max_length: 40 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.select('category', 'Category', galleryCategories, '1'),
    field.string('caption', 'Caption', { max_length: 200 }),
  ],
});
