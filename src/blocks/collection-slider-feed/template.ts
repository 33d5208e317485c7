import { collectionLimit } from '@/features/collections/collection-item';
import { carouselHeadingFields } from '../carousel-kit/fields';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/**
 * blocks.md §2.21: lang (en, ar; default en), market, collection, limit (default 10, §9's
 * collection limit), grouped (default true), show_pagination (default true). The items come from
 * the feed of the setting `collections.feed_url`, which these fields fill (decision 0060).
 */
export const collectionSliderFeedTemplate = defineTemplate({
  key: 'collection_slider_feed',
  name: 'Collection slider feed',
  description:
    'A carousel of products (branded goods, accessories) read from the collection feed of the setting collections.feed_url: image, title, description, price and link per card, optionally under their categories. Shows nothing until that feed is set up and answers.',
  short_description: 'Product cards from the collection feed',
  group: 'Carousels',
  list_priority: 83,
  thumbnail_url: '/block-thumbnails/collection_slider_feed.svg',
  fields: [
    field.scrollId(),
    ...carouselHeadingFields(),
    field.select('lang', 'Language asked of the feed (ar: the items read right to left)', ['en', 'ar'], 'en'),
    field.string('market', 'Market asked of the feed', { default: 'jp', max_length: 16, translatable: false }),
    field.string('collection', 'Collection (its key in the feed)', { default: 'lifestyle', max_length: 64, translatable: false }),
    field.number('limit', 'Most items shown', { min: 1, max: collectionLimit, default: collectionLimit }),
    field.bool('grouped', 'Show the items under their categories', true),
    field.bool('show_pagination', 'Show the dots under the carousel', true),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
