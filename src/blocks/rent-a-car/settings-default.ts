/**
 * The additional settings a new Rent a Car block starts with (blocks.md §2.18): a different drop-off
 * allowed, no addresses of the visitor's own, km, Sundays (day 0) disabled, dates in Japanese
 * (2026年12月1日(火)). The window: from tomorrow to 180 days ahead, at most 30 days a rental.
 * Kept apart from the schema so the editor's bundle carries no zod.
 */
export const defaultDateOptions = { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' } as const;

export const defaultSettings = {
  allow_different_dropoff: true,
  allow_custom_pickup: false,
  allow_custom_dropoff: false,
  distance_unit: 'km',
  datepicker_disabled_days: [0],
  date_locale: 'ja',
  date_options: defaultDateOptions,
  min_days_ahead: 1,
  max_days_ahead: 180,
  max_rental_days: 30,
} as const;
