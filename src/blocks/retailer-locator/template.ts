import { distanceUnits } from '@/features/retailers/distance';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.6: the three variants of the retailer locator (decision 0066 says what each is). */
export const locatorVariants = ['plain', 'mena', 'with_map'] as const;

export const retailerLocatorTemplate = defineTemplate({
  key: 'retailer_locator',
  name: 'Retailer locator',
  description:
    'The brand’s retailers from the dealer list: search by postcode, prefecture, city or the visitor’s location, nearest first with the distance. Plain: search and list. MENA: a list by prefecture with large call and e-mail buttons. With map: list and a map the visitor opens.',
  short_description: 'Find the nearest retailer',
  group: 'Retailers',
  list_priority: 70,
  thumbnail_url: '/block-thumbnails/retailer_locator.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.select('variant', 'Variant', locatorVariants, 'plain', {
      help: 'plain: search and list. mena: a list by prefecture, contact buttons first. with_map: search, list and a map.',
    }),
    field.select('distance_unit', 'Distance unit', distanceUnits, 'km'),
    field.number('results_limit', 'Retailers shown for a search near a place', { min: 1, max: 50, default: 10 }),
    field.string('stock_path', 'Stock page (each retailer links to its cars there; empty: no link)', {
      max_length: 200,
      translatable: false,
      default: '/stock',
    }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
