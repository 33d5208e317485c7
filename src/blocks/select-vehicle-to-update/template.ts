import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { ownerToolIntroFields } from '../owner-tools-kit/fields';
import { mapperLimits } from './mapper';

/**
 * blocks.md §2.4 (decision 0065): a vehicle dropdown and a model-year dropdown, 'Show me' and
 * 'Clear', the count '{amount} Results for {parent} {child}', 'View all systems', and per system
 * (a field group) its 'HOW TO UPDATE' modal — its steps and the page blocks it holds. The mapper
 * JSON says which systems answer which vehicle and year. Empty labels show the site's own.
 */
export const selectVehicleToUpdateTemplate = defineTemplate({
  key: 'select_vehicle_to_update',
  name: 'Select vehicle to update',
  description:
    'Owners pick their vehicle and model year and see which infotainment or navigation systems their car has, each with how to update it in a modal. The mapper JSON lists the vehicles with their years and which systems (items, by key) answer them; an item’s modal shows its steps and the blocks after this one that it holds.',
  short_description: 'Map and software updates by vehicle and year',
  group: 'Content',
  list_priority: 42,
  thumbnail_url: '/block-thumbnails/select_vehicle_to_update.svg',
  max_field_groups: mapperLimits.groups,
  fields: [
    ...ownerToolIntroFields(),
    field.string('parent_label', 'Vehicle dropdown label (empty: the default)', { max_length: 40 }),
    field.string('child_label', 'Model year dropdown label (empty: the default)', { max_length: 40 }),
    field.string('show_me_label', "'Show me' button label (empty: the default)", { max_length: 30 }),
    field.string('clear_label', "'Clear' button label (empty: the default)", { max_length: 30 }),
    field.string('results_text', "Result count with {amount}, {parent} and {child} (empty: '{amount} Results for {parent} {child}')", {
      max_length: 160,
    }),
    field.string('view_all_label', "'View all systems' link label (empty: the default)", { max_length: 60 }),
    field.string('modal_title', "Modal title (empty: 'HOW TO UPDATE')", { max_length: 60 }),
    field.jsonValue(
      'mapper',
      'Mapper (JSON)',
      { dropdowns: [], subblocks_groups: [] },
      {
        help: '{ "dropdowns": [{ "label": "Defender", "key": "defender", "children": [2024, 2025] }], "subblocks_groups": [{ "key": "<item key>", "match_dropdowns": [{ "parent_key": "defender", "child_key": [2025] }] }] }',
      },
    ),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('key', 'Key (the subblocks_groups key of the mapper)', {
      required: true,
      max_length: mapperLimits.key,
      translatable: false,
      help: 'Letters, digits, - and _; one per item.',
    }),
    field.string('title', 'System name', { required: true, max_length: 80 }),
    field.text('description', 'Description', { max_length: 600 }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard'),
    field.text('steps', 'How to update: one step per line (shown first in the modal)', { max_length: 3000 }),
    field.number('blocks_count', 'Blocks in the modal', {
      min: 0,
      max: 20,
      default: 0,
      help: 'How many of the blocks after this one belong to this item’s modal: the first item takes the next ones, the second item the ones after them.',
    }),
  ],
});
