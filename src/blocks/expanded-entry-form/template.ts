import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';
import { formFields } from '../form/template';

/** blocks.md §2.9, with the form block fields of §3. */
export const expandedEntryFormTemplate = defineTemplate({
  key: 'expanded_entry_form',
  name: 'Expanded entry form',
  description: 'Tabs with a picture and a text each (what the visitor is asking about) above a form; the chosen tab is sent with the lead.',
  short_description: 'Tabs above a form',
  group: 'Forms',
  list_priority: 63,
  thumbnail_url: '/block-thumbnails/expanded_entry_form.svg',
  max_field_groups: 8,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.number('top_tabs_limit', 'Tabs shown in the bar (the rest under その他)', { min: 1, max: 8, default: 4 }),
    field.text('disclaimer', 'Disclaimer (under the tabs)', { max_length: 1000 }),
    field.text('form_paragraph', 'Form paragraph', { max_length: 1000 }),
    field.text('form_disclaimer', 'Form disclaimer', { max_length: 1000 }),
    ...formFields,
    ...layoutFields(),
  ],
  field_groups_template: [
    field.icon('tab_icon', 'Tab icon'),
    field.string('tab_label', 'Tab label', { required: true, max_length: 40 }),
    field.string('tab_id', 'Tab id (sent with the lead as entry_tab)', { required: true, max_length: 64, translatable: false }),
    field.number('tab_x_padding', 'Tab side padding (px)', { min: 0, max: 64, default: 22 }),
    field.image('image', 'Image', 'standard'),
    field.text('text', 'Text', { max_length: 2000 }),
  ],
});

export type ExpandedEntryFormFields = PropsOf<typeof expandedEntryFormTemplate.fields>;
