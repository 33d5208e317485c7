/**
 * The checkout's options step (issue 10 item 1; site.md §3 Trade-in and order-online stored data):
 * how the visitor means to pay, the service packs they add, the car they trade in and when they
 * would like to come in or have the car delivered. Pure, so the step's action, its page and the
 * tests read the one set of rules. The choices travel with the order in its metadata under the
 * spec's stored-data names (tradeInData, servicePackData, appBookingData).
 */

import type { BookingData, CheckoutOptions, ServicePack, TradeInData } from '@/db/schema';

export const bookingTypes = ['none', 'appointment', 'delivery'] as const;
export type BookingType = (typeof bookingTypes)[number];
export const timeSlots = ['morning', 'afternoon', 'evening'] as const;
export type TimeSlot = BookingData['time_slot'];

/** Booking dates are offered from tomorrow (the dealer needs a day to prepare) up to this many days ahead. */
export const bookingWindowDays = 60;
/** The oldest first registration a trade-in may have (初度登録年月). */
export const oldestRegistration = '1950-01';
export const maxMileageKm = 999_999;
/** The longest trade-in model and registration number (characters). */
export const maxModelChars = 60;
export const maxRegistrationNumberChars = 20;

export type { BookingData, CheckoutOptions, ServicePack, TradeInData };

/** What the options step offers, from the market's config and the trade-in option lists. */
export interface OptionsContext {
  financingOptions: readonly string[];
  servicePacks: readonly ServicePack[];
  brands: readonly string[];
  bodyTypes: readonly string[];
  fuelTypes: readonly string[];
  /** Whether the market offers the trade-in and booking sections at all. */
  tradeIn: boolean;
  booking: boolean;
  /** Today in Japan, YYYY-MM-DD. */
  today: string;
}

/** The form's field names; the page, the action and the error messages use these. */
export const optionFields = {
  financeOption: 'finance_option',
  servicePacks: 'service_packs',
  tradeIn: 'trade_in',
  brand: 'trade_in_brand',
  model: 'trade_in_model',
  bodyType: 'trade_in_body_type',
  fuelType: 'trade_in_fuel_type',
  mileage: 'trade_in_mileage',
  registrationDate: 'trade_in_registration_date',
  registrationNumber: 'trade_in_registration_number',
  bookingType: 'booking_type',
  bookingDate: 'booking_date',
  timeSlot: 'booking_time_slot',
} as const;

/** Why a field was refused: the key of its Japanese message under `ordering.options.errors`. */
export type OptionError = 'required' | 'choice' | 'pack_gone' | 'mileage' | 'registration_date' | 'too_long' | 'booking_date';

export type OptionValues = Record<string, string | string[]>;

export type OptionsResult = { ok: true; options: CheckoutOptions } | { ok: false; errors: Record<string, OptionError> };

/** The day in Japan (UTC+9, no daylight saving) of an instant, YYYY-MM-DD. */
export function japanDay(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** `day` moved by `days`, YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first and last day a booking may be made for, seen from `today`. */
export function bookingWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, bookingWindowDays) };
}

function one(values: OptionValues, name: string): string {
  const v = values[name];
  return (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).normalize('NFKC').trim();
}

function many(values: OptionValues, name: string): string[] {
  const v = values[name];
  return (Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v]).map((s) => s.trim()).filter(Boolean);
}

function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** Mileage as people type it: 「12,345」「１２３４５」「12345km」. */
export function parseMileage(raw: string): number | null {
  const digits = raw.normalize('NFKC').replace(/[,\s]/g, '').replace(/km$/i, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const km = Number(digits);
  return km <= maxMileageKm ? km : null;
}

function tradeInOf(values: OptionValues, ctx: OptionsContext, errors: Record<string, OptionError>): TradeInData | null {
  if (!ctx.tradeIn || one(values, optionFields.tradeIn) !== 'on') return null;
  const pick = (name: string, allowed: readonly string[]) => {
    const v = one(values, name);
    if (!v) errors[name] = 'required';
    else if (!allowed.includes(v)) errors[name] = 'choice';
    return v;
  };
  const brand = pick(optionFields.brand, ctx.brands);
  const bodyType = pick(optionFields.bodyType, ctx.bodyTypes);
  const fuelType = pick(optionFields.fuelType, ctx.fuelTypes);
  const model = one(values, optionFields.model);
  if (!model) errors[optionFields.model] = 'required';
  else if ([...model].length > maxModelChars) errors[optionFields.model] = 'too_long';
  const mileageRaw = one(values, optionFields.mileage);
  const mileage = parseMileage(mileageRaw);
  if (!mileageRaw) errors[optionFields.mileage] = 'required';
  else if (mileage === null) errors[optionFields.mileage] = 'mileage';
  const registered = one(values, optionFields.registrationDate);
  const thisMonth = ctx.today.slice(0, 7);
  if (!registered) errors[optionFields.registrationDate] = 'required';
  else if (!isRealDay(`${registered}-01`) || registered < oldestRegistration || registered > thisMonth)
    errors[optionFields.registrationDate] = 'registration_date';
  const plate = one(values, optionFields.registrationNumber);
  if ([...plate].length > maxRegistrationNumberChars) errors[optionFields.registrationNumber] = 'too_long';
  return {
    brand,
    model,
    body_type: bodyType,
    fuel_type: fuelType,
    mileage: mileage ?? 0,
    registration_date: registered,
    registration_number: plate,
  };
}

function bookingOf(values: OptionValues, ctx: OptionsContext, errors: Record<string, OptionError>): BookingData | null {
  if (!ctx.booking) return null;
  const type = one(values, optionFields.bookingType) || 'none';
  if (!(bookingTypes as readonly string[]).includes(type)) {
    errors[optionFields.bookingType] = 'choice';
    return null;
  }
  if (type === 'none') return null;
  const date = one(values, optionFields.bookingDate);
  const { first, last } = bookingWindow(ctx.today);
  if (!date) errors[optionFields.bookingDate] = 'required';
  else if (!isRealDay(date) || date < first || date > last) errors[optionFields.bookingDate] = 'booking_date';
  const slot = one(values, optionFields.timeSlot);
  if (!slot) errors[optionFields.timeSlot] = 'required';
  else if (!(timeSlots as readonly string[]).includes(slot)) errors[optionFields.timeSlot] = 'choice';
  return { type: type as BookingData['type'], date, time_slot: slot as TimeSlot };
}

/** Why a finance choice is refused, or null when the market offers it. */
export function financeOptionError(finance: string, ctx: Pick<OptionsContext, 'financingOptions'>): OptionError | null {
  if (!finance) return 'required';
  return ctx.financingOptions.includes(finance) ? null : 'choice';
}

/** The packs chosen by key, once each, as offered now (name and price from the offer), and the keys not offered. */
export function chosenPacks(keys: readonly string[], offered: readonly ServicePack[]): { packs: ServicePack[]; notOffered: string[] } {
  const packs: ServicePack[] = [];
  const notOffered: string[] = [];
  for (const key of new Set(keys)) {
    const pack = offered.find((p) => p.key === key);
    if (pack) packs.push(pack);
    else notOffered.push(key);
  }
  return { packs, notOffered };
}

/** Everything the step checks besides the finance choice: service packs, trade-in, booking; `errors` gets each field refused. */
export function optionExtrasOf(
  values: OptionValues,
  ctx: OptionsContext,
  errors: Record<string, OptionError>,
): Omit<CheckoutOptions, 'finance_option'> & { packsNotOffered: string[] } {
  const { packs, notOffered } = chosenPacks(many(values, optionFields.servicePacks), ctx.servicePacks);
  // A pack taken off the offer while the visitor chose: say so rather than drop it silently.
  if (notOffered.length) errors[optionFields.servicePacks] = 'pack_gone';
  const tradeIn = tradeInOf(values, ctx, errors);
  const booking = bookingOf(values, ctx, errors);
  return { servicePackData: packs, tradeInData: tradeIn, appBookingData: booking, packsNotOffered: notOffered };
}

/** The options step's form, checked: the choices, or every field that is wrong and why. */
export function parseCheckoutOptions(values: OptionValues, ctx: OptionsContext): OptionsResult {
  const errors: Record<string, OptionError> = {};
  const finance = one(values, optionFields.financeOption);
  const financeError = financeOptionError(finance, ctx);
  if (financeError) errors[optionFields.financeOption] = financeError;
  const extras = optionExtrasOf(values, ctx, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    options: {
      finance_option: finance,
      servicePackData: extras.servicePackData,
      tradeInData: extras.tradeInData,
      appBookingData: extras.appBookingData,
    },
  };
}

/** The form's values for a saved choice (the step shown again, e.g. after Back). */
export function optionValuesOf(options: CheckoutOptions | undefined, financeOption?: string): OptionValues {
  const values: OptionValues = {};
  const finance = options?.finance_option ?? financeOption;
  if (finance) values[optionFields.financeOption] = finance;
  if (!options) return values;
  values[optionFields.servicePacks] = options.servicePackData.map((p) => p.key);
  const trade = options.tradeInData;
  if (trade) {
    values[optionFields.tradeIn] = 'on';
    values[optionFields.brand] = trade.brand;
    values[optionFields.model] = trade.model;
    values[optionFields.bodyType] = trade.body_type;
    values[optionFields.fuelType] = trade.fuel_type;
    values[optionFields.mileage] = String(trade.mileage);
    values[optionFields.registrationDate] = trade.registration_date;
    values[optionFields.registrationNumber] = trade.registration_number;
  }
  const booking = options.appBookingData;
  values[optionFields.bookingType] = booking?.type ?? 'none';
  if (booking) {
    values[optionFields.bookingDate] = booking.date;
    values[optionFields.timeSlot] = booking.time_slot;
  }
  return values;
}

/** What the order keeps (its metadata): the spec's stored-data names. */
export function orderMetadataOf(options: CheckoutOptions | undefined): Record<string, unknown> {
  if (!options) return {};
  return { tradeInData: options.tradeInData, servicePackData: options.servicePackData, appBookingData: options.appBookingData };
}

/** The service packs' total, yen. */
export function servicePacksTotal(packs: readonly ServicePack[]): number {
  return packs.reduce((sum, p) => sum + p.price, 0);
}
