import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { keyFields } from '../model-spec-shared/key-fields';

/** blocks.md §2.21 "Models and specifications" (decision 0057): a card per model with its specification accordion. */
export const modelsAndSpecificationsTemplate = defineTemplate({
  key: 'models_and_specifications',
  name: 'Models and specifications',
  description:
    'A card per model from the model catalogue: its name, fuel types and price from, a specification accordion and the additional specification in a modal.',
  short_description: 'Model cards with specifications',
  group: 'Models',
  list_priority: 91,
  thumbnail_url: '/block-thumbnails/models_and_specifications.svg',
  max_field_groups: 20,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.string('toggle_label', 'Open-all label of the accordions (empty: the default)', { max_length: 40 }),
    field.string('collapse_label', 'Close-all label of the accordions (empty: the default)', { max_length: 40 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    keyFields.requiredCar('Car key'),
    field.bool('is_disabled', 'Hide this model', false),
    field.string('car_title', 'Car title (empty: the model’s name in the catalogue)', { max_length: 120 }),
    field.number('price', 'Price from in yen incl. tax (empty: the catalogue’s)', { min: 1, max: 10_000_000_000 }),
    field.string('electric_label', 'Electric label (empty: the default)', { max_length: 40 }),
    field.string('petrol_label', 'Petrol label, also for diesel (empty: the default)', { max_length: 40 }),
    field.string('hybrid_label', 'Hybrid label (empty: the default)', { max_length: 40 }),
    field.jsonValue(
      'accordion_schema',
      'Accordion schema (JSON: { "engine_key", "sections": [{ "group", "title", "rows", "open" }] })',
      {},
      {
        help: '{} shows every specification group of the car’s entry derivative. "engine_key": the entry derivative of that engine; "sections": catalogue groups by their title, each with an optional "title" shown instead, "rows" (row labels, in order) and "open". What the accordion leaves out goes to the additional specification modal.',
      },
    ),
    field.string('additional_specification_label', 'Additional specification button label (empty: the default)', { max_length: 40 }),
    field.html('additional_specification', 'Additional specification (shown in the modal after the rows the accordion leaves out)', {
      max_length: 20_000,
    }),
  ],
});
