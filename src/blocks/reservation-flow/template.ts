import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/**
 * The reservation flow (blocks.md 2.16, an electric vehicle's reservation page): a welcome, the
 * cars that can be reserved in tabs, and the checkout dressed in this block's texts. Screens it
 * shows itself: welcome, tabbed vehicle, reservation made, no vehicles, error; the checkout shows
 * the rest (fee and card payment, terms, thank you, unavailable, soft-lock expired, payment
 * awaiting or expired) with the texts below. An empty text keeps the translated default.
 */
export const reservationFlowTemplate = defineTemplate({
  key: 'reservation_flow',
  name: 'Reservation flow',
  description:
    'Visitors pick a car from tabs and reserve it online (held for them while they check out, free or with a deposit). Texts of every screen of the journey are editable.',
  short_description: 'Reserve a car online',
  group: 'Stock locator',
  list_priority: 75,
  thumbnail_url: '/block-thumbnails/reservation_flow.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.text('welcome_text', 'Welcome text', { max_length: 1000 }),
    field.string('ci_key_list', 'Stock list key (ci_key_list)', {
      required: true,
      max_length: 64,
      translatable: false,
      default: 'jp-main',
    }),
    field.select('state', 'Vehicle type (empty: all)', ['', 'new', 'approved', 'used'], 'new'),
    field.string('owner_id', 'Only this dealer’s cars (dealer code, empty: all)', { max_length: 64, translatable: false }),
    field.number('items', 'Cars per tab', { min: 1, max: 12, default: 6 }),
    field.string('label', 'Reserve button label', { max_length: 40 }),
    field.separator('checkout_separator', 'Checkout texts'),
    field.text('fee_info_text', 'Fee info text ({{fee}} is the reservation fee)', { max_length: 500 }),
    field.string('currency_symbol', 'Currency symbol before amounts (empty: 円 after them)', { max_length: 8 }),
    field.select('payment_locale', 'Card payment language', ['ja', 'en'], 'ja'),
    field.string('terms_checkbox_label', 'Terms checkbox label', { max_length: 200 }),
    field.text('terms_disclaimer', 'Terms disclaimer', { max_length: 3000 }),
    field.string('locked_info_text', 'Locked info text ({{time}} is the time left)', { max_length: 200 }),
    field.string('card_payment_error_title', 'Card payment error: title', { max_length: 120 }),
    field.text('card_payment_error_text', 'Card payment error: paragraph', { max_length: 500 }),
    field.string('card_payment_error_prefix', 'Card payment error: message prefix', { max_length: 60 }),
    field.text('error_text', 'Error text', { max_length: 500 }),
    field.text('unavailable_text', 'Unavailable text', { max_length: 500 }),
    field.text('soft_lock_expired_text', 'Soft-lock expired text', { max_length: 500 }),
    field.text('no_vehicles_text', 'No vehicles text', { max_length: 500 }),
    field.text('reservation_made_text', 'Reservation made text ({{number}} is the reservation number)', { max_length: 500 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('tab_label', 'Tab label', { required: true, max_length: 40 }),
    field.string('sl_key_model', 'Model group or family key (empty: all)', { max_length: 64, translatable: false }),
  ],
  max_field_groups: 6,
});

export type ReservationFlowFields = PropsOf<typeof reservationFlowTemplate.fields>;
export type ReservationFlowGroup = PropsOf<typeof reservationFlowTemplate.field_groups_template>;
