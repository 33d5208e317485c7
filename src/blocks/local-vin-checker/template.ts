import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { ownerToolIntroFields } from '../owner-tools-kit/fields';

/**
 * blocks.md §2.5: one input ('Enter VIN Number'), a 'Check Vin' button, and the positive and
 * negative responses, checked against the recall list in the database (decision 0065). Empty texts
 * show the site's own, in the visitor's language.
 */
export const localVinCheckerTemplate = defineTemplate({
  key: 'local_vin_checker',
  name: 'Local VIN checker',
  description:
    'A form where owners type their VIN (or Japanese chassis number) to see whether their vehicle is in a recall or service campaign of the recall list managed under Admin › Recalls, with the campaigns it is in.',
  short_description: 'Recall check by VIN',
  group: 'Forms',
  list_priority: 40,
  thumbnail_url: '/block-thumbnails/local_vin_checker.svg',
  fields: [
    ...ownerToolIntroFields(),
    field.string('input_label', "Input label (empty: 'Enter VIN Number')", { max_length: 60 }),
    field.text('input_hint', 'Hint under the input (empty: where the VIN is printed)', { max_length: 300 }),
    field.string('button_label', "Button label (empty: 'Check Vin')", { max_length: 40 }),
    field.text(
      'positive_text',
      'Positive response (empty: asks the owner to contact the service centre for an appointment for parts replacement)',
      {
        max_length: 1000,
      },
    ),
    field.text('negative_text', "Negative response (empty: 'Your vehicle is NOT the affected vehicle.')", { max_length: 1000 }),
    field.text('remedied_text', 'Response when the vehicle was affected and every repair is done (empty: the default)', {
      max_length: 1000,
    }),
    field.link('positive_link', 'Button under a positive response (e.g. book a service visit)'),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
