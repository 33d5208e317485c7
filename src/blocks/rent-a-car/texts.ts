import type { Translate } from '@/i18n/i18n';

/**
 * The texts an editor may replace through the block's `translations` JSON (blocks.md §2.18:
 * pick-up and drop-off labels, date labels, the overlay's step names, Back / Next / Send inquiry),
 * plus the other step names and buttons. Each defaults to `rent.texts.<key>` of the translation files.
 */
export const rentTextKeys = [
  'pickup_label',
  'dropoff_label',
  'pickup_date_label',
  'dropoff_date_label',
  'search_step',
  'vehicle_step',
  'extras_step',
  'contact_step',
  'summary_step',
  'back',
  'next',
  'send_inquiry',
  'search_button',
  'select_vehicle',
  'proceed',
] as const;
export type RentTextKey = (typeof rentTextKeys)[number];

/** Every visitor text of the island, translated on the server (the browser gets no i18n runtime). */
export function rentTexts(t: Translate, overrides: Partial<Record<RentTextKey, string>>) {
  const editable = Object.fromEntries(rentTextKeys.map((key) => [key, overrides[key]?.trim() || t(`rent.texts.${key}`)])) as Record<
    RentTextKey,
    string
  >;
  const ui = (key: string, values?: Record<string, string | number>) => t(`rent.ui.${key}`, values);
  const keep = (name: string) => `{{${name}}}`;
  return {
    ...editable,
    steps: ui('steps'),
    stepOf: ui('step_of', { n: keep('n'), total: keep('total'), name: keep('name') }),
    choose: ui('choose'),
    customPlace: ui('custom_place'),
    customAddress: ui('custom_address', { label: keep('label') }),
    customAddressHelp: ui('custom_address_help'),
    differentDropoff: ui('different_dropoff'),
    distance: ui('distance', { distance: keep('distance') }),
    mapLabel: ui('map_label'),
    mapLink: ui('map_link', { place: keep('place') }),
    address: ui('address'),
    calendarOpen: ui('calendar_open'),
    calendarDialog: ui('calendar_dialog', { label: keep('label') }),
    calendarPrevious: ui('calendar_previous'),
    calendarNext: ui('calendar_next'),
    errors: {
      place: ui('errors.place', { label: keep('label') }),
      address: ui('errors.address', { label: keep('label') }),
      missing: ui('errors.missing', { label: keep('label') }),
      invalid: ui('errors.invalid'),
      disabledDay: ui('errors.disabled_day', { weekday: keep('weekday') }),
      tooEarly: ui('errors.too_early', { date: keep('date') }),
      tooLate: ui('errors.too_late', { date: keep('date') }),
      beforePickup: ui('errors.before_pickup'),
      tooLong: ui('errors.too_long', { max: keep('max') }),
      required: t('forms.errors.required', { label: keep('label') }),
      choose: t('forms.errors.choose', { label: keep('label') }),
      tick: t('forms.errors.tick', { label: keep('label') }),
      consent: t('forms.errors.consent'),
      summary: t('forms.error_summary', { count: keep('count') as unknown as number }),
    },
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) => ui(`weekdays.${day}`)),
    disabledDaysNote: ui('disabled_days_note', { weekdays: keep('weekdays') }),
    found: ui('found', { count: keep('count') }),
    none: ui('none'),
    change: ui('change'),
    daily: ui('daily', { price: keep('price') }),
    onRequest: ui('on_request'),
    forDays: ui('for_days', { days: keep('days'), price: keep('price') }),
    specification: ui('specification'),
    selected: ui('selected'),
    priceContext: ui('price_context', { price: keep('price'), context: keep('context') }),
    chosenVehicle: ui('chosen_vehicle', { vehicle: keep('vehicle') }),
    perDay: ui('per_day'),
    perRental: ui('per_rental'),
    decrease: ui('decrease', { item: keep('item') }),
    increase: ui('increase', { item: keep('item') }),
    quantity: ui('quantity', { item: keep('item') }),
    estimate: ui('estimate'),
    base: ui('base', { days: keep('days') }),
    extras: ui('extras'),
    total: ui('total'),
    taxNote: ui('tax_note'),
    noExtras: ui('no_extras'),
    lineQuantity: ui('line_quantity', { heading: keep('heading'), quantity: keep('quantity') }),
    days: ui('days', { days: keep('days') }),
    overlayTitle: ui('overlay_title'),
    close: ui('close'),
    summaryVehicle: ui('summary.vehicle'),
    summaryPickup: ui('summary.pickup'),
    summaryDropoff: ui('summary.dropoff'),
    summaryPeriod: ui('summary.period'),
    summaryExtras: ui('summary.extras'),
    summaryContact: ui('summary.contact'),
    summaryEstimate: ui('summary.estimate'),
    edit: ui('edit'),
    sending: t('forms.sending'),
    retry: ui('retry'),
    reference: t('forms.reference', { id: keep('id') }),
    unavailable: ui('unavailable'),
    noscript: ui('noscript'),
    noscriptLink: ui('noscript_link'),
  };
}

export type RentTexts = ReturnType<typeof rentTexts>;

/** `{{name}}` placeholders of a text the server translated, filled in the browser. */
export { fillTemplate as fill } from '@/lib/fill-template';
