import { carouselHeadingFields } from '../carousel-kit/fields';
import { collectionItemFields } from '../collection-item/template';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** A slider whose slides are collection items (the collection item block's fields, minus its layout). */
export const collectionSliderTemplate = defineTemplate({
  key: 'collection_slider',
  name: 'Collection slider',
  description: 'Collection items one at a time: a portrait image beside its title, text and link, with previous/next buttons and dots.',
  short_description: 'Collection items, one per slide',
  group: 'Carousels',
  list_priority: 85,
  thumbnail_url: '/block-thumbnails/collection_slider.svg',
  max_field_groups: 20,
  fields: [field.scrollId(), ...carouselHeadingFields(), ...layoutFields()],
  field_groups_template: [...collectionItemFields()],
});
