import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { ownerToolIntroFields, pickerField } from '../owner-tools-kit/fields';

/** Options a visitor chooses from: a modal's dropdown stays short enough to scan. */
export const maxSectionOptions = 20;

/**
 * blocks.md §2.15 (decision 0065): dropdown options (`option_label`, `option_blocks` — the
 * comma-separated Block Scroll IDs of the page sections the option shows). A modal asks the
 * visitor to pick a pack; then the chosen sections show, the other options' sections are hidden,
 * and the choice can be changed or cleared. Without JavaScript every section shows.
 */
export const dropdownSectionsSelectTemplate = defineTemplate({
  key: 'dropdown_sections_select',
  name: 'Dropdown sections select',
  description:
    'Visitors pick an option (a pack) in a modal; the page then shows the sections of that option — blocks named by their Block Scroll IDs — and hides those of the other options. The choice can be changed or cleared; blocks no option names always show.',
  short_description: 'Show the page sections of one option',
  group: 'Navigation',
  list_priority: 66,
  thumbnail_url: '/block-thumbnails/dropdown_sections_select.svg',
  max_field_groups: maxSectionOptions,
  fields: [
    ...ownerToolIntroFields(),
    pickerField.choose('Button that opens the modal (empty: the default)'),
    pickerField.modalTitle(),
    pickerField.dropdown('Dropdown label (empty: the default)'),
    pickerField.confirm(),
    field.string('selected_text', 'Text once chosen, with {option} for the option (empty: the default)', { max_length: 120 }),
    field.string('edit_label', 'Change button label (empty: the default)', { max_length: 30 }),
    field.string('clear_label', 'Clear button label (empty: the default)', { max_length: 30 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('option_label', 'Option label', { required: true, max_length: 80 }),
    field.string('option_blocks', 'Sections of this option: Block Scroll IDs, comma-separated', {
      required: true,
      max_length: 500,
      translatable: false,
      help: 'The Block Scroll ID of each block this option shows, e.g. urban-pack, urban-pack-gallery.',
    }),
  ],
});
