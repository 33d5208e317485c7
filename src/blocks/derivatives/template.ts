import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { keyFields } from '../model-spec-shared/key-fields';

/**
 * blocks.md §2.21 "derivatives" (decision 0057): the grades of a car from the model catalogue, each
 * with a link to the stock search with that model ticked.
 */
export const derivativesTemplate = defineTemplate({
  key: 'derivatives',
  name: 'Derivatives',
  description:
    'The grades of a model from the model catalogue: trim, engine, model year, price from and headline figures, each linking to the stock search for the model.',
  short_description: 'A model’s grades and prices',
  group: 'Models',
  list_priority: 94,
  thumbnail_url: '/block-thumbnails/derivatives.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    keyFields.requiredCar('Car key'),
    keyFields.engine('Engine key (empty: every engine)'),
    field.bool('latest_model_year_only', 'Only the latest model year', true),
    field.string('stock_path', 'Stock search page (a path of this site)', { max_length: 200, translatable: false, default: '/stock' }),
    field.string('link_label', 'Link text (empty: the default text)', { max_length: 40 }),
    field.text('disclaimer', 'Conditions of the figures (e.g. WLTC mode)', { max_length: 1000 }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
