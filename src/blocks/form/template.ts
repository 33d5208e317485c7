import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/** The form block fields of blocks.md §3, plus a title and an introduction. */
export const formFields = [
  field.string('form_id', 'Form (name or id)', {
    required: true,
    max_length: 64,
    translatable: false,
    help: 'The form to show, by its name (e.g. test_drive) or number, from /admin/forms.',
  }),
  field.bool('has_two_columns', 'Two columns from 741 px', false),
  field.jsonMap('form_hidden_field_mapping', 'Hidden field values', {
    help: '{"campaign": "spring_2026"}: values for the form’s hidden fields.',
  }),
  field.jsonMap('form_params_mapping', 'Fields filled from the address', {
    help: '{"vehicle": "vehicle_id"}: ?vehicle=… fills the field vehicle_id.',
  }),
  field.jsonMap('form_location_params_mapping', 'Location chosen from the address', {
    help: '{"dealer": "location"}: ?dealer=<dealer code> chooses that dealer’s location in the field location.',
  }),
  field.jsonMap('form_location_mapping', 'Dealer codes to locations', {
    help: '{"JP-TKY-01": 3}: when a dealer code is not a location’s own.',
  }),
  field.select('button_position', 'Button position', ['left', 'center', 'right'], 'right'),
] as const;

export const formBlockTemplate = defineTemplate({
  key: 'form',
  name: 'Form',
  description:
    'A form visitors send to the brand and its retailers (test drive, quote, visit). Every lead is stored before the visitor is thanked.',
  short_description: 'Lead form',
  group: 'Forms',
  list_priority: 60,
  thumbnail_url: '/block-thumbnails/form.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.text('description', 'Introduction', { max_length: 1000 }),
    ...formFields,
    ...layoutFields(),
  ],
  field_groups_template: [],
});

export type FormBlockFields = PropsOf<typeof formBlockTemplate.fields>;
