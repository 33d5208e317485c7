import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.18 "Car rent block": per car, 8 icon and text pairs and 5 additional equipment sets; at most 20 cars. */
export const carRentLimits = { pairs: 8, equipment: 5, groups: 20 } as const;

const pairs = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const sets = [1, 2, 3, 4, 5] as const;

const iconFields = pairs.flatMap((n) => [
  field.icon(`icon_${n}`, `Icon ${n}`),
  field.string(`icon_text_${n}`, `Icon ${n} text (e.g. 5人乗り)`, { max_length: 40 }),
]);
const equipmentFields = sets.flatMap((n) => [
  field.string(`equipment_${n}`, `Additional equipment ${n}`, { max_length: 60 }),
  field.number(`equipment_price_${n}`, `Additional equipment ${n} price (yen incl. tax; 0: free; empty: not shown)`, {
    min: 0,
    max: 1_000_000,
  }),
]);

export const carRentTemplate = defineTemplate({
  key: 'car_rent',
  name: 'Car rent',
  description:
    'The rental cars, one card each: picture, name, daily price (or price on request), eight icons with a short text (seats, fuel, drive…) and up to five pieces of additional equipment with their prices.',
  short_description: 'Rental cars with their features and equipment',
  group: 'Content',
  list_priority: 57,
  thumbnail_url: '/block-thumbnails/car_rent.svg',
  max_field_groups: carRentLimits.groups,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Introduction', { max_length: 1000 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.text('disclaimer', 'Disclaimer (prices, insurance, conditions)', { max_length: 1000 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('image', 'Picture (1600×900, 1024×576, 640×360)', 'standard'),
    field.string('title', 'Car name', { required: true, max_length: 80 }),
    field.string('subtitle', 'Model (e.g. ディフェンダー)', { max_length: 80 }),
    field.number('daily_price', 'Daily price (yen incl. tax; empty: price on request)', { min: 0, max: 10_000_000 }),
    field.string('price_context', 'Price note (e.g. 24時間・補償込み)', { max_length: 60 }),
    ...iconFields,
    ...equipmentFields,
    field.link('link', 'Button (e.g. to the inquiry)'),
  ],
});
