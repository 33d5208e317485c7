import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/** blocks.md §2.8: the default pricing table, in AED per model, exactly as the spec gives it. */
export const defaultWarrantyPrices = [
  { model: 'LR2', price: 4200, currency: 'AED' },
  { model: 'Discovery Sport', price: 4500, currency: 'AED' },
  { model: 'Defender', price: 5500, currency: 'AED' },
  { model: 'Discovery/LR4', price: 6100, currency: 'AED' },
  { model: 'Range Rover Evoque', price: 5000, currency: 'AED' },
  { model: 'Range Rover Velar', price: 5700, currency: 'AED' },
  { model: 'Range Rover Sport', price: 6300, currency: 'AED' },
  { model: 'Range Rover', price: 7600, currency: 'AED' },
];

export const extendedWarrantyTemplate = defineTemplate({
  key: 'extended_warranty',
  name: 'Extended warranty',
  description:
    'The extended warranty price per model next to a form to ask for it. Prices are the table content (JSON rows of model, price, currency).',
  short_description: 'Warranty prices and a form',
  group: 'Forms',
  list_priority: 62,
  thumbnail_url: '/block-thumbnails/extended_warranty.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.string('form_id', 'Form (name or id)', { required: true, max_length: 64, translatable: false }),
    field.bool('has_two_columns', 'Two columns from 741 px', false),
    field.jsonMap('form_hidden_field_mapping', 'Hidden field values'),
    field.jsonValue('table_content', 'Price table (JSON: [{ "model", "price", "currency" }])', defaultWarrantyPrices),
    ...layoutFields(),
  ],
  field_groups_template: [],
});

export type ExtendedWarrantyFields = PropsOf<typeof extendedWarrantyTemplate.fields>;
