import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { keyFields } from '../model-spec-shared/key-fields';
import { figureKeys } from '../model-spec-shared/figures';

/**
 * blocks.md §2.21 "Specification at a glance" (decision 0057): up to 20 big figures, each typed by
 * the editor or read from the model catalogue by its `spec_key`.
 */
export const specificationAtAGlanceTemplate = defineTemplate({
  key: 'specification_at_a_glance',
  name: 'Specification at a glance',
  description:
    'Up to 20 big figures (value, unit, label): typed here, or read from the model catalogue for a car and engine by choosing what the figure measures.',
  short_description: 'Key figures in big type',
  group: 'Models',
  list_priority: 93,
  thumbnail_url: '/block-thumbnails/specification_at_a_glance.svg',
  max_field_groups: 20,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    keyFields.optionalCar('Car key (for figures read from the catalogue)'),
    keyFields.engine('Engine key (empty: the car’s entry derivative)'),
    field.text('disclaimer', 'Conditions of the figures (e.g. WLTC mode)', { max_length: 1000 }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.select('spec_key', 'Catalogue figure (empty: the value typed below)', ['', ...figureKeys], ''),
    field.string('value', 'Figure (e.g. 900; with a catalogue figure: shown when the catalogue has none)', { max_length: 16 }),
    field.string('unit', 'Unit (e.g. mm)', { max_length: 16 }),
    field.string('label', 'What it measures (empty with a catalogue figure: the default label)', { max_length: 80 }),
  ],
});
