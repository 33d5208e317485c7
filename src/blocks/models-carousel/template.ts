import { carouselHeadingFields } from '../carousel-kit/fields';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { emptySpecs } from './specs';

/** blocks.md §2.21: each item has nameplate, car image, transparent image and specs JSON. */
export const modelsCarouselTemplate = defineTemplate({
  key: 'models_carousel',
  name: 'Models carousel',
  description:
    'The line-up: per model its nameplate, a car image and a table of grades with engine, consumption, price and a monthly example.',
  short_description: 'Models with spec and price tables',
  group: 'Carousels',
  list_priority: 83,
  thumbnail_url: '/block-thumbnails/models_carousel.svg',
  max_field_groups: 20,
  fields: [
    field.scrollId(),
    ...carouselHeadingFields(),
    field.text('price_note', 'Price note (empty: the default note on tax-included prices)', { max_length: 300 }),
    field.text('lease_note', 'Conditions of the monthly examples (required when a row has a lease)', { max_length: 600 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.image('nameplate', 'Nameplate (the model’s logo, 1600×650, 1024×416, 640×260)', 'wide'),
    field.image('car_image', 'Car image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.image('transparent_image', 'Transparent image (cut-out car, drawn instead of the car image)', 'standard'),
    field.jsonValue(
      'specs',
      'Specs (JSON: { "model_name", "rows": [{ "name", "engine", "consumption", "price", "lease" }] }, price and lease in yen)',
      emptySpecs,
      {
        help: '{"model_name": model name, "rows": [{"name": grade, "engine", "consumption", "price": price incl. tax in whole yen, "lease": monthly example in whole yen}]}. Everything but name may be left out.',
      },
    ),
    field.link('link', 'Link (the model’s page)'),
  ],
});
