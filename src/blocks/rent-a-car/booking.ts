/**
 * The Rent a Car block's rules (blocks.md §2.18, decision 0067), as plain functions: which days may
 * be picked, how many days a rental is, which cars a location has, and what the booking costs.
 * No imports: the island, the server and the tests read the same figures.
 */

export const unofficialLocation = 'unofficial';

export interface RentLocation {
  name_key: string;
  city_name: string;
  point_name: string;
  address: string;
  coordinates: { lat: number; lng: number };
}

export type RentController =
  | { type: 'amount'; min: number; max: number; value?: number; default: number }
  | { type: 'toggler'; true_label: string; false_label: string; value?: boolean; default: boolean };

export interface RentExtraSubitem {
  heading: string;
  /** 円, tax included, per unit. */
  price: number;
  /** What the price is for, as the visitor reads it beside it (「1台・1日あたり」). */
  price_string_context?: string;
  /** Charged per rental day (default) or once per rental. */
  per: 'day' | 'rental';
  features_list: string[];
  controller: RentController;
}

export interface RentExtraItem {
  heading: string;
  subitems: RentExtraSubitem[];
}

/** Where the car is picked up or returned: a location's name_key, or an address the visitor gives. */
export type RentPlace = { kind: 'location'; key: string } | { kind: 'custom'; address: string };

export interface DateRules {
  /** Weekdays (0 = Sunday) on which no car is handed over or taken back. */
  disabledDays: readonly number[];
  minDaysAhead: number;
  maxDaysAhead: number;
  maxRentalDays: number;
}

const dayMs = 86_400_000;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (not 2026-02-30), as days since 1970-01-01; null otherwise. */
export function dayNumber(iso: string): number | null {
  const m = isoPattern.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / dayMs;
}

export function isoOfDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Today's date in Japan (UTC+9, no daylight saving), as YYYY-MM-DD. */
export function todayInJapan(now: number = Date.now()): string {
  return new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** The first and last day a car may be picked up or returned. */
export function dateWindow(today: string, rules: DateRules): { min: string; max: string } {
  const base = dayNumber(today) ?? 0;
  return { min: isoOfDay(base + rules.minDaysAhead), max: isoOfDay(base + rules.maxDaysAhead) };
}

export type DateProblem =
  | { code: 'missing' }
  | { code: 'invalid' }
  | { code: 'disabled_day'; weekday: number }
  | { code: 'too_early'; min: string }
  | { code: 'too_late'; max: string }
  | { code: 'before_pickup' }
  | { code: 'too_long'; max: number };

function dayProblem(iso: string, today: string, rules: DateRules): DateProblem | null {
  if (iso.trim() === '') return { code: 'missing' };
  const day = dayNumber(iso.trim());
  if (day === null) return { code: 'invalid' };
  const window = dateWindow(today, rules);
  if (day < dayNumber(window.min)!) return { code: 'too_early', min: window.min };
  if (day > dayNumber(window.max)!) return { code: 'too_late', max: window.max };
  const weekday = weekdayOf(day);
  if (rules.disabledDays.includes(weekday)) return { code: 'disabled_day', weekday };
  return null;
}

/** What is wrong with the chosen days, per field (nothing: both may be sent). */
export function checkDates(
  pickup: string,
  dropoff: string,
  today: string,
  rules: DateRules,
): { pickup?: DateProblem; dropoff?: DateProblem } {
  const result: { pickup?: DateProblem; dropoff?: DateProblem } = {};
  const first = dayProblem(pickup, today, rules);
  const last = dayProblem(dropoff, today, rules);
  if (first) result.pickup = first;
  if (last) result.dropoff = last;
  if (!first && !last) {
    const span = dayNumber(dropoff.trim())! - dayNumber(pickup.trim())!;
    if (span < 0) result.dropoff = { code: 'before_pickup' };
    else if (Math.max(1, span) > rules.maxRentalDays) result.dropoff = { code: 'too_long', max: rules.maxRentalDays };
  }
  return result;
}

/**
 * Rental days, charged per started 24 hours from the pick-up day to the return day: 1 to 3 December
 * is 2 days, a return on the pick-up day is 1. Null when a date is missing or the return is earlier.
 */
export function rentalDays(pickup: string, dropoff: string): number | null {
  const first = dayNumber(pickup);
  const last = dayNumber(dropoff);
  if (first === null || last === null || last < first) return null;
  return Math.max(1, last - first);
}

/** Whether a car may be handed over at `place`: a location it lists, or, for an address, 'unofficial'. */
export function servesPlace(vehicleLocations: readonly string[], place: RentPlace): boolean {
  return place.kind === 'custom' ? vehicleLocations.includes(unofficialLocation) : vehicleLocations.includes(place.key);
}

/** The cars that can be picked up at `pickup` and returned at `dropoff`, in the editor's order. */
export function availableVehicles<V extends { locations: readonly string[] }>(
  vehicles: readonly V[],
  pickup: RentPlace,
  dropoff: RentPlace,
): V[] {
  return vehicles.filter((v) => servesPlace(v.locations, pickup) && servesPlace(v.locations, dropoff));
}

/** Key of a subitem in the choices: its item and its place in the item. */
export const choiceKey = (item: number, subitem: number) => `${item}.${subitem}`;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** How many of a subitem its controller starts with (a toggler: 1 when on). */
export function startingQuantity(controller: RentController, reset = false): number {
  if (controller.type === 'toggler') return (reset ? controller.default : (controller.value ?? controller.default)) ? 1 : 0;
  const start = reset ? controller.default : (controller.value ?? controller.default);
  return clamp(start, controller.min, controller.max);
}

/** Every subitem's starting quantity; `reset` gives the editor's defaults (a new booking after a sent one). */
export function startingChoices(extras: readonly RentExtraItem[], reset = false): Record<string, number> {
  const choices: Record<string, number> = {};
  extras.forEach((item, i) => item.subitems.forEach((sub, j) => (choices[choiceKey(i, j)] = startingQuantity(sub.controller, reset))));
  return choices;
}

/** A quantity the controller allows: an amount within min…max, a toggler 0 or 1. */
export function allowedQuantity(controller: RentController, quantity: number): number {
  if (!Number.isFinite(quantity)) return startingQuantity(controller);
  return controller.type === 'toggler' ? (quantity > 0 ? 1 : 0) : clamp(quantity, controller.min, controller.max);
}

export interface ExtraLine {
  key: string;
  item: string;
  heading: string;
  quantity: number;
  unitPrice: number;
  per: 'day' | 'rental';
  /** What the line costs for the whole rental. */
  total: number;
  toggler: boolean;
}

/** The extras the visitor took (quantity above zero), each priced for `days`. */
export function extraLines(extras: readonly RentExtraItem[], choices: Record<string, number>, days: number): ExtraLine[] {
  return extras.flatMap((item, i) =>
    item.subitems.flatMap((sub, j) => {
      const key = choiceKey(i, j);
      const quantity = allowedQuantity(sub.controller, choices[key] ?? startingQuantity(sub.controller));
      if (quantity <= 0) return [];
      const times = sub.per === 'day' ? days : 1;
      return [
        {
          key,
          item: item.heading,
          heading: sub.heading,
          quantity,
          unitPrice: sub.price,
          per: sub.per,
          total: sub.price * quantity * times,
          toggler: sub.controller.type === 'toggler',
        },
      ];
    }),
  );
}

export interface BookingTotals {
  days: number;
  /** Days × the car's daily price; null when the car's price is on request. */
  base: number | null;
  extras: number;
  /** Base and extras; null when the base is on request. */
  total: number | null;
}

/** The estimate the visitor sees and sends: days × daily price + extras (円, tax included). */
export function bookingTotals(days: number, daily: number | null, lines: readonly ExtraLine[]): BookingTotals {
  const extras = lines.reduce((sum, line) => sum + line.total, 0);
  const base = daily === null ? null : daily * days;
  return { days, base, extras, total: base === null ? null : base + extras };
}

const yen = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** 38500 → 38,500円 (japan.md: yen have no decimals). */
export function formatYen(amount: number): string {
  return `${yen.format(Math.round(amount))}円`;
}

/** Straight-line distance between two points, in km (haversine, mean Earth radius). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 28.44 km → 「28 km」; under 10 with one decimal (「3.2 km」); miles when the block says so. */
export function formatDistance(km: number, unit: 'km' | 'mi'): string {
  const value = unit === 'mi' ? km / 1.609344 : km;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown.toLocaleString('ja-JP')} ${unit}`;
}

/** A day as the block's locale and options write it (2026年12月1日(火)); the day itself, never shifted by time zones. */
export function formatDay(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const day = dayNumber(iso);
  if (day === null) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(day * dayMs));
  } catch {
    return new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(day * dayMs),
    );
  }
}

/** The booking's values an editor can put in hidden fields and the summary template, as `{{name}}`. */
export const bookingTokenNames = [
  'pickup_location',
  'pickup_address',
  'pickup_date',
  'pickup_date_iso',
  'dropoff_location',
  'dropoff_address',
  'dropoff_date',
  'dropoff_date_iso',
  'days',
  'distance',
  'vehicle',
  'nameplate',
  'daily_price',
  'base_price',
  'extras',
  'extras_total',
  'total',
  'summary',
] as const;
export type BookingTokenName = (typeof bookingTokenNames)[number];

const tokenPattern = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** The `{{names}}` a template uses, each once, in order. */
export function templateTokens(template: string): string[] {
  return [...new Set([...template.matchAll(tokenPattern)].map((m) => m[1]!))];
}

/** Fills `{{name}}` with the booking's values; a name without a value becomes empty. */
export function fillTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(tokenPattern, (_, name: string) => values[name] ?? '');
}
