import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { keyFields } from '../model-spec-shared/key-fields';

/**
 * blocks.md §2.21 "Specification accordion" (decision 0057): a specification sheet in sections that
 * open and close — the catalogue's groups of a car (and engine), and rows the editor types. Each
 * group is one row; rows with the same section form one item, so 100 rows make a full sheet.
 */
export const specificationAccordionTemplate = defineTemplate({
  key: 'specification_accordion',
  name: 'Specification accordion',
  description:
    'A specification sheet in sections that open and close: the model catalogue’s groups of a car and engine, and rows typed here (a row joins the section of the same name).',
  short_description: 'Specification sheet in sections',
  group: 'Models',
  list_priority: 92,
  thumbnail_url: '/block-thumbnails/specification_accordion.svg',
  max_field_groups: 100,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    keyFields.optionalCar('Car key (empty: only the rows typed here)'),
    keyFields.engine('Engine key (empty: the car’s entry derivative)'),
    field.string('open_all_label', 'OPEN ALL label (empty = default)', { max_length: 40 }),
    field.string('close_all_label', 'CLOSE ALL label (empty = default)', { max_length: 40 }),
    field.bool('open_first', 'Open the first section when the page loads', false),
    field.text('disclaimer', 'Conditions of the figures (e.g. WLTC mode)', { max_length: 1000 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('title', 'Section (rows with the same section form one item; a catalogue group of that name gains the row)', {
      required: true,
      max_length: 80,
    }),
    field.string('label', 'Row label (a catalogue row of that label shows this value instead)', { required: true, max_length: 80 }),
    field.string('value', 'Value with its unit', { required: true, max_length: 200 }),
  ],
});
