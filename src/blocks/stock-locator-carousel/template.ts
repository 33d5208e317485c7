import { sortOptions } from '@/features/stock/constants';
import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

export const stockLocatorCarouselTemplate = defineTemplate({
  key: 'stock_locator_carousel',
  name: 'Stock locator carousel',
  description: 'A row of vehicle cards from the stock list, e.g. the newest approved Defenders. Updates with the stock.',
  short_description: 'Vehicle cards from stock',
  group: 'Stock locator',
  list_priority: 71,
  thumbnail_url: '/block-thumbnails/stock_locator_carousel.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.string('ci_key_list', 'Stock list key (ci_key_list)', {
      required: true,
      max_length: 64,
      translatable: false,
      default: 'jp-main',
    }),
    field.select('sl_key_brand', "Brand (empty: the site's brand; all: every brand)", ['', 'land_rover', 'jaguar', 'all'], ''),
    field.string('sl_key_model', 'Model group or family key (empty: all)', { max_length: 64, translatable: false, default: '' }),
    field.select('state', 'Vehicle type (empty: all)', ['', 'new', 'approved', 'used'], ''),
    field.select('sort', 'Order', Object.keys(sortOptions) as (keyof typeof sortOptions)[], 'createdAtDesc'),
    field.number('amount', 'Number of cars', { min: 1, max: 12, default: 6 }),
    field.link('more_link', 'Link to the full search'),
    ...layoutFields(),
  ],
  field_groups_template: [],
});

export type StockLocatorCarouselFields = PropsOf<typeof stockLocatorCarouselTemplate.fields>;
