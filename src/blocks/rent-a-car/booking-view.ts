import {
  bookingTotals,
  distanceKm,
  extraLines,
  fillTemplate,
  formatDay,
  formatDistance,
  formatYen,
  rentalDays,
  type BookingTokenName,
  type BookingTotals,
  type ExtraLine,
  type RentExtraItem,
  type RentLocation,
  type RentPlace,
} from './booking';
import { fill } from './texts';

/** What the booking is made of once the visitor has chosen a car. */
export interface BookingChoice {
  pickup: RentPlace;
  dropoff: RentPlace;
  pickupDate: string;
  dropoffDate: string;
  vehicle: { display_name: string; nameplate_name?: string; daily: number | null };
  choices: Record<string, number>;
}

export interface BookingFormat {
  locations: readonly RentLocation[];
  extras: readonly RentExtraItem[];
  dateLocale: string;
  dateOptions: Intl.DateTimeFormatOptions;
  distanceUnit: 'km' | 'mi';
  texts: { onRequest: string; noExtras: string; days: string; lineQuantity: string };
}

export interface BookingView {
  days: number;
  lines: ExtraLine[];
  totals: BookingTotals;
  /** The `{{values}}` of hidden fields and of the summary template (`summary` filled from it). */
  tokens: Record<BookingTokenName, string>;
}

/** A place as the visitor reads it: 「東京 青山店」, or the address they typed. */
export function placeName(place: RentPlace, locations: readonly RentLocation[]): string {
  if (place.kind === 'custom') return place.address.trim();
  const location = locations.find((l) => l.name_key === place.key);
  return location ? `${location.city_name} ${location.point_name}` : place.key;
}

export function placeAddress(place: RentPlace, locations: readonly RentLocation[]): string {
  if (place.kind === 'custom') return place.address.trim();
  return locations.find((l) => l.name_key === place.key)?.address ?? '';
}

/** The straight-line distance between two of the block's locations, or '' (same place, or an address). */
export function placeDistance(a: RentPlace, b: RentPlace, locations: readonly RentLocation[], unit: 'km' | 'mi'): string {
  if (a.kind !== 'location' || b.kind !== 'location' || a.key === b.key) return '';
  const from = locations.find((l) => l.name_key === a.key);
  const to = locations.find((l) => l.name_key === b.key);
  return from && to ? formatDistance(distanceKm(from.coordinates, to.coordinates), unit) : '';
}

/** 「チャイルドシート ×2」, a toggled extra by its heading alone. */
export function lineLabel(line: ExtraLine, lineQuantity: string): string {
  return line.toggler ? line.heading : fill(lineQuantity, { heading: line.heading, quantity: line.quantity });
}

/** The booking's figures and texts: what the summary step shows and the inquiry carries. */
export function bookingView(choice: BookingChoice, format: BookingFormat, summaryTemplate: string): BookingView {
  const days = rentalDays(choice.pickupDate, choice.dropoffDate) ?? 1;
  const lines = extraLines(format.extras, choice.choices, days);
  const totals = bookingTotals(days, choice.vehicle.daily, lines);
  const money = (amount: number | null) => (amount === null ? format.texts.onRequest : formatYen(amount));
  const day = (iso: string) => formatDay(iso, format.dateLocale, format.dateOptions);
  const tokens: Record<BookingTokenName, string> = {
    pickup_location: placeName(choice.pickup, format.locations),
    pickup_address: placeAddress(choice.pickup, format.locations),
    pickup_date: day(choice.pickupDate),
    pickup_date_iso: choice.pickupDate,
    dropoff_location: placeName(choice.dropoff, format.locations),
    dropoff_address: placeAddress(choice.dropoff, format.locations),
    dropoff_date: day(choice.dropoffDate),
    dropoff_date_iso: choice.dropoffDate,
    days: fill(format.texts.days, { days }),
    distance: placeDistance(choice.pickup, choice.dropoff, format.locations, format.distanceUnit),
    vehicle: choice.vehicle.display_name,
    nameplate: choice.vehicle.nameplate_name ?? '',
    daily_price: money(choice.vehicle.daily),
    base_price: money(totals.base),
    extras: lines.length
      ? lines.map((line) => `${lineLabel(line, format.texts.lineQuantity)}（${formatYen(line.total)}）`).join('、')
      : format.texts.noExtras,
    extras_total: formatYen(totals.extras),
    total: money(totals.total),
    summary: '',
  };
  tokens.summary = fillTemplate(summaryTemplate, tokens).trim();
  return { days, lines, totals, tokens };
}

/** The value of each hidden field of the form: the mapping's template filled with the booking, else the field's own. */
export function hiddenValues(
  hidden: readonly { name: string; value: string }[],
  mapping: Readonly<Record<string, string>>,
  tokens: Record<BookingTokenName, string>,
): Record<string, string> {
  return Object.fromEntries(
    hidden.map((h) => [h.name, Object.hasOwn(mapping, h.name) ? fillTemplate(mapping[h.name]!, tokens).slice(0, 2000) : h.value]),
  );
}
