import { carouselHeadingFields } from '../carousel-kit/fields';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: each card has image (420×495, 325×383), url, open in new tab, title and description. */
export const collectionCarouselCardTemplate = defineTemplate({
  key: 'collection_carousel_card',
  name: 'Collection carousel card',
  description: 'A carousel of portrait cards (image, title, description), each linking to a page of this site or another site.',
  short_description: 'Carousel of portrait link cards',
  group: 'Carousels',
  list_priority: 84,
  thumbnail_url: '/block-thumbnails/collection_carousel_card.svg',
  max_field_groups: 20,
  fields: [field.scrollId(), ...carouselHeadingFields(), ...layoutFields()],
  field_groups_template: [
    field.image('image', 'Image (420×495, 325×383)', 'collection', { required: true }),
    field.string('url', 'Link URL (http/https: another site; otherwise a path on this site)', { max_length: 2048, translatable: false }),
    field.bool('open_in_new_tab', 'Open the link in a new tab', false),
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.text('description', 'Description', { max_length: 400 }),
  ],
});
