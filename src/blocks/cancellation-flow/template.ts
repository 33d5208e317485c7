import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/**
 * The cancellation flow (blocks.md 2.17): the owner of a reservation opens it from its signed link
 * and cancels it, or asks the dealer to. Screens: cancellation, paid-lead cancel only, the modal,
 * thank you, awaiting cancellation, cancelled, unavailable, error (decision 0034). Every text left
 * empty shows the standard wording of the order's confirmation page.
 */
export const cancellationFlowTemplate = defineTemplate({
  key: 'cancellation_flow',
  name: 'Cancellation flow',
  description:
    'The owner of a reservation cancels it from the link of their confirmation e-mail (?order=…&token=…): at once before the dealer confirmed it, as a request to the dealer after. Without a valid link it says the reservation cannot be shown. Empty texts show the standard wording.',
  short_description: 'Cancel a reservation online',
  group: 'Stock locator',
  list_priority: 76,
  thumbnail_url: '/block-thumbnails/cancellation_flow.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.text('cancellation_text', 'Cancellation text (before the dealer confirmed)', { max_length: 1000 }),
    field.text('paid_lead_cancel_only_text', 'Paid-lead cancel only text (deposit taken: a request)', { max_length: 1000 }),
    field.separator('modal_separator', 'Modal'),
    field.string('modal_title', 'Modal title', { max_length: 120 }),
    field.text('modal_text', 'Modal text', { max_length: 1000 }),
    field.text('paid_modal_text', 'Modal text when the deposit was taken', { max_length: 1000 }),
    field.string('modal_primary_button_label', 'Modal primary button label', { max_length: 40 }),
    field.string('paid_modal_primary_button_label', 'Modal primary button label when the deposit was taken', { max_length: 40 }),
    field.string('modal_secondary_button_label', 'Modal secondary button label', { max_length: 40 }),
    field.separator('outcome_separator', 'After the modal'),
    field.string('thank_you_title', 'Thank you title', { max_length: 120 }),
    field.text('thank_you_text', 'Thank you text', { max_length: 1000 }),
    field.string('awaiting_cancellation_title', 'Awaiting cancellation title', { max_length: 120 }),
    field.text('awaiting_cancellation_text', 'Awaiting cancellation text', { max_length: 1000 }),
    field.string('cancelled_title', 'Cancelled title', { max_length: 120 }),
    field.text('cancelled_text', 'Cancelled text', { max_length: 1000 }),
    field.separator('problems_separator', 'Unavailable and error'),
    field.text('unavailable_text', 'Unavailable text', { max_length: 500 }),
    field.string('error_title', 'Error title', { max_length: 120 }),
    field.text('error_text', 'Error text', { max_length: 500 }),
    field.string('try_again_label', 'Try again label', { max_length: 40 }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});

export type CancellationFlowFields = PropsOf<typeof cancellationFlowTemplate.fields>;
