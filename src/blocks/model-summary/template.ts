import { summarySpecKeys } from '@/features/models/types';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { keyFields } from '../model-spec-shared/key-fields';

const specKey = <const N extends 'spec_key_1' | 'spec_key_2' | 'spec_key_3'>(name: N, n: number, def: (typeof summarySpecKeys)[number]) =>
  field.select(name, `Figure ${n}`, summarySpecKeys, def);
const specLabel = <const N extends 'spec_label_1' | 'spec_label_2' | 'spec_label_3'>(name: N, n: number) =>
  field.string(name, `Figure ${n} label (empty: the default label)`, { max_length: 60 });

/** blocks.md §2.21 "Model summary" (decision 0057): one derivative's headline figures, price and standard equipment. */
export const modelSummaryTemplate = defineTemplate({
  key: 'model_summary',
  name: 'Model summary',
  description:
    'The headline figures (top speed, acceleration, consumption), price and standard equipment of a model and engine, read from the model catalogue.',
  short_description: 'A model’s key figures and price',
  group: 'Models',
  list_priority: 90,
  thumbnail_url: '/block-thumbnails/model_summary.svg',
  fields: [
    field.scrollId(),
    field.string('tab_id', 'Tab id (makes the block a target of page tabs)', {
      max_length: 64,
      translatable: false,
      help: 'Letters, digits, - and _, starting with a letter; not the same as the Block Scroll ID.',
    }),
    keyFields.requiredCar('Car key'),
    keyFields.engine('Engine key (empty: the car’s entry derivative)'),
    field.string('title', 'Title (empty: the model and engine name)', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    specKey('spec_key_1', 1, 'top_speed'),
    specLabel('spec_label_1', 1),
    specKey('spec_key_2', 2, 'acceleration'),
    specLabel('spec_label_2', 2),
    specKey('spec_key_3', 3, 'consumption'),
    specLabel('spec_label_3', 3),
    field.bool('has_columns', 'Figures side by side in columns', false),
    field.bool('show_price', 'Show the price from (manufacturer’s suggested retail price incl. tax)', true),
    field.bool('has_standard_equipment', 'Offer the standard equipment in a modal', true),
    field.string('standard_equipment_label', 'Standard equipment button label (empty: the default)', { max_length: 40 }),
    field.text('disclaimer', 'Conditions of the figures (e.g. WLTC mode)', { max_length: 1000 }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
