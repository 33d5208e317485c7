import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { ownerToolIntroFields, pickerField } from '../owner-tools-kit/fields';

/** blocks.md §2.14: at most 30 vehicles. */
export const maxInfotainmentVehicles = 30;

/** The placeholder the selected-vehicle title must keep: the chosen vehicle's name goes there. */
export const vehiclePlaceholder = '{vehicle}';

/**
 * blocks.md §2.14 (decision 0065): a vehicle dropdown in a modal, the selected-vehicle title with
 * the chosen vehicle in its placeholder, a change button, and per vehicle (a field group) the
 * infotainment system it has and how to recognise it.
 */
export const infotainmentSystemIdentifierTemplate = defineTemplate({
  key: 'infotainment_system_identifier',
  name: 'Infotainment system identifier',
  description:
    'Owners choose their vehicle in a modal and see which infotainment system it has, how to recognise it and where its guide is. The selected-vehicle title keeps the {vehicle} placeholder, which shows the chosen vehicle; a change button opens the choice again.',
  short_description: 'Which infotainment system a vehicle has',
  group: 'Content',
  list_priority: 44,
  thumbnail_url: '/block-thumbnails/infotainment_system_identifier.svg',
  max_field_groups: maxInfotainmentVehicles,
  fields: [
    ...ownerToolIntroFields(),
    field.string('selected_vehicle_title', 'Selected-vehicle title; {vehicle} is replaced by the chosen vehicle and must stay', {
      required: true,
      max_length: 120,
    }),
    pickerField.choose('Button that opens the vehicle choice (empty: the default)'),
    field.string('change_label', 'Change button label (empty: the default)', { max_length: 30 }),
    pickerField.dropdown('Vehicle dropdown label (empty: the default)'),
    pickerField.modalTitle(),
    pickerField.confirm(),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('vehicle_label', 'Vehicle, as the dropdown lists it (e.g. Defender, 2020 model year on)', {
      required: true,
      max_length: 80,
    }),
    field.string('system_name', 'Infotainment system', { required: true, max_length: 80 }),
    field.image('system_image', 'Picture of the system (1600×900, 1024×576, 640×360)', 'standard'),
    field.text('system_description', 'How to recognise it', { max_length: 1000 }),
    field.link('link', 'Link (e.g. the system’s guide or update page)'),
  ],
});
