import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { defaultSettings } from './settings-default';

/** blocks.md §2.18 (decision 0067): search, vehicle, extras, then an inquiry in an overlay. */
export const rentStylings = ['grid', 'list'] as const;

export const rentACarTemplate = defineTemplate({
  key: 'rent_a_car',
  name: 'Rent a Car',
  description:
    'Visitors choose where and when to pick up and return a car, choose a car available there and its extras, see the estimate (days × daily price + extras), and send an inquiry with their contact details through a form; the booking goes with it.',
  short_description: 'Rental car search and inquiry',
  group: 'Forms',
  list_priority: 58,
  thumbnail_url: '/block-thumbnails/rent_a_car.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Introduction', { max_length: 1000 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.select('styling', 'Styling of the vehicle list', rentStylings, 'grid', {
      help: 'grid: cards side by side from tablet width; list: one car per row, picture on the left.',
    }),
    field.jsonMap('translations', 'Translations', {
      help: '{"pickup_label": "貸出店舗"}: replaces the default texts. Keys: pickup_label, dropoff_label, pickup_date_label, dropoff_date_label, search_step, vehicle_step, extras_step, contact_step, summary_step, back, next, send_inquiry, search_button, select_vehicle, proceed.',
    }),
    field.jsonValue('locations', 'Locations', [], {
      help: '[{"name_key": "aoyama", "city_name": "東京", "point_name": "青山店", "address": "東京都港区…", "coordinates": {"lat": 35.67, "lng": 139.72}}]',
    }),
    field.jsonValue('vehicles', 'Vehicles', [], {
      help: '[{"image_id": 101303, "display_name": "ディフェンダー 110", "nameplate_name": "ディフェンダー", "price": {"daily": 38500}, "locations": ["aoyama", "unofficial"], "specification": ["5人乗り"]}]. price.daily in yen incl. tax, or null: price on request. locations: name keys, and "unofficial" for cars handed over at an address the visitor gives.',
    }),
    field.jsonValue(
      'extras',
      'Extras',
      { items: [] },
      {
        help: '{"items": [{"heading": "…", "subitems": [{"heading": "…", "price": 1100, "price_string_context": "1台・1日あたり", "per": "day" | "rental", "features_list": ["…"], "controller": {"type": "amount", "min": 0, "max": 10, "default": 0} | {"type": "toggler", "true_label": "追加する", "false_label": "追加しない", "default": false}}]}]}',
      },
    ),
    field.string('contact_form_id', 'Contact form (name or id)', {
      required: true,
      max_length: 64,
      translatable: false,
      help: 'The form of /admin/forms that takes the inquiry (its fields are the contact details step).',
    }),
    field.jsonMap('form_hidden_field_mapping', 'Hidden field mapping', {
      help: '{"booking_summary": "{{summary}}", "rent_vehicle": "{{vehicle}}"}: the form’s hidden fields, filled with the booking. Values: pickup_location, pickup_address, pickup_date, pickup_date_iso, dropoff_location, dropoff_address, dropoff_date, dropoff_date_iso, days, distance, vehicle, nameplate, daily_price, base_price, extras, extras_total, total, summary.',
    }),
    field.text('form_summary_template', 'Form summary template', {
      max_length: 2000,
      help: 'The booking as the inquiry carries it ({{summary}} in the mapping), with the same {{values}}.',
    }),
    field.string('thank_you_heading', 'Thank-you heading (empty: the default)', { max_length: 120 }),
    field.text('thank_you_disclaimer', 'Thank-you disclaimer (empty: the default)', { max_length: 1000 }),
    field.string('thank_you_button_label', 'Thank-you button label (empty: the default)', { max_length: 40 }),
    field.string('error_heading', 'Error heading (empty: the default)', { max_length: 120 }),
    field.text('error_disclaimer', 'Error disclaimer (empty: the default)', { max_length: 1000 }),
    field.text('location_disclaimer', 'Location disclaimer', { max_length: 1000 }),
    field.jsonValue('additional_settings', 'Additional settings', defaultSettings, {
      help: 'allow_different_dropoff, allow_custom_pickup, allow_custom_dropoff, distance_unit (km | mi), datepicker_disabled_days (0 = Sunday), date_locale, date_options (year, month, day, weekday, era as for dates), min_days_ahead, max_days_ahead, max_rental_days.',
    }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
