import type { Translate } from '@/i18n/i18n';
import type { FieldError } from '@/lib/app-error';
import {
  financeOptionError,
  optionExtrasOf,
  optionFields,
  orderMetadataOf,
  type OptionError,
  type OptionsContext,
  type OptionValues,
} from './checkout-options';

/**
 * The options an API caller sends with an order (POST /api/buy_online/orders: `finance_option`
 * and `metadata`), checked by the options step's own rules and turned into what the order keeps.
 * The JSON is mapped onto the step's form values and checked by `checkout-options.ts` — there is
 * one set of rules — so an order made through the API says no more than the checkout could have:
 * the spec's three stored-data names only, service packs as offered now (name and price from the
 * showroom config, whatever the caller sent), a trade-in and a booking the step would take. What
 * is wrong is named field by field (`metadata.<key>.<field>`) with the step's Japanese messages.
 */

/** The order-online stored-data names (site.md §3) — the only metadata keys an order takes. */
export const metadataKeys = ['tradeInData', 'servicePackData', 'appBookingData'] as const;

/** A trade-in's JSON fields and the options step's form fields they fill. */
const tradeInFields = {
  brand: optionFields.brand,
  model: optionFields.model,
  body_type: optionFields.bodyType,
  fuel_type: optionFields.fuelType,
  mileage: optionFields.mileage,
  registration_date: optionFields.registrationDate,
  registration_number: optionFields.registrationNumber,
} as const;

/** A booking's JSON fields and the form fields they fill. */
const bookingFields = {
  type: optionFields.bookingType,
  date: optionFields.bookingDate,
  time_slot: optionFields.timeSlot,
} as const;

/** What a pack object may carry: its key; name, description and price are ignored (the offer's count). */
const packFields = ['key', 'name', 'description', 'price'];
/** At most this many packs per order (the showroom config offers at most 20). */
export const maxPacks = 20;
const maxPackKey = 64;

export interface OrderOptionsInput {
  finance_option?: string;
  metadata: Record<string, unknown>;
}

export type OrderOptionsResult = { ok: true; metadata: Record<string, unknown> } | { ok: false; errors: FieldError[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An API order's finance option and metadata, checked against what the options step offers
 * (`ctx`, from `optionsOffer` for the hold's journey): the metadata to store, or every problem
 * with its pointer (`finance_option`, `metadata....`) and message in `t`'s language.
 */
export function checkOrderOptions(input: OrderOptionsInput, ctx: OptionsContext, t: Translate): OrderOptionsResult {
  const errors: FieldError[] = [];
  const refuse = (pointer: string, detail: string) => {
    if (!errors.some((e) => e.pointer === pointer)) errors.push({ pointer, detail });
  };
  const optionMessage = (code: OptionError) => t(`ordering.options.errors.${code}`);
  const wrongType = (pointer: string, expected: string) => refuse(pointer, t('ordering.errors.metadata_type', { expected }));
  const unknownFields = (object: Record<string, unknown>, allowed: readonly string[], at: string) => {
    for (const field of Object.keys(object)) {
      if (!allowed.includes(field)) refuse(`${at}.${field}`, t('ordering.errors.metadata_unknown', { allowed: allowed.join(', ') }));
    }
  };

  const { metadata } = input;
  const values: OptionValues = {};
  /** Where in the JSON each form field came from: the shared checker's answers are reported there. */
  const pointers: Record<string, string> = {};
  unknownFields(metadata, metadataKeys, 'metadata');

  // Service packs: keys, or objects with a key; the pack kept is the one offered under that key.
  const packs = metadata.servicePackData;
  const packAt = new Map<string, string>();
  if (packs !== undefined && packs !== null) {
    if (!Array.isArray(packs)) wrongType('metadata.servicePackData', 'array');
    else if (packs.length > maxPacks) refuse('metadata.servicePackData', t('ordering.errors.metadata_packs_max', { max: maxPacks }));
    else {
      const keys: string[] = [];
      for (const [i, entry] of (packs as unknown[]).entries()) {
        const at = `metadata.servicePackData.${i}`;
        if (isObject(entry)) unknownFields(entry, packFields, at);
        const key = typeof entry === 'string' ? entry : isObject(entry) ? entry.key : undefined;
        if (typeof key !== 'string' || !key.trim() || key.length > maxPackKey) {
          wrongType(at, 'string | { key: string }');
          continue;
        }
        keys.push(key);
        if (!packAt.has(key.trim())) packAt.set(key.trim(), at);
      }
      values[optionFields.servicePacks] = keys;
    }
  }

  // A trade-in: the step's "trade in my car" ticked, with its fields.
  const trade = metadata.tradeInData;
  if (trade !== undefined && trade !== null) {
    if (!isObject(trade)) wrongType('metadata.tradeInData', 'object');
    else if (!ctx.tradeIn) refuse('metadata.tradeInData', t('ordering.errors.metadata_not_offered'));
    else {
      values[optionFields.tradeIn] = 'on';
      unknownFields(trade, Object.keys(tradeInFields), 'metadata.tradeInData');
      for (const [field, name] of Object.entries(tradeInFields)) {
        const at = (pointers[name] = `metadata.tradeInData.${field}`);
        const value = trade[field];
        if (typeof value === 'string') values[name] = value;
        else if (field === 'mileage' && typeof value === 'number') values[name] = String(value);
        else if (value !== undefined && value !== null) wrongType(at, field === 'mileage' ? 'number' : 'string');
      }
    }
  }

  // A visit or a delivery (null: none, the dealer calls).
  const booking = metadata.appBookingData;
  if (booking !== undefined && booking !== null) {
    if (!isObject(booking)) wrongType('metadata.appBookingData', 'object');
    else if (!ctx.booking) refuse('metadata.appBookingData', t('ordering.errors.metadata_not_offered'));
    else {
      unknownFields(booking, Object.keys(bookingFields), 'metadata.appBookingData');
      for (const [field, name] of Object.entries(bookingFields)) {
        const at = (pointers[name] = `metadata.appBookingData.${field}`);
        const value = booking[field];
        if (typeof value === 'string') values[name] = value;
        else if (value !== undefined && value !== null) wrongType(at, 'string');
      }
      // The form always says which; a booking object without its type is not "none" but incomplete.
      if (!(typeof booking.type === 'string' && booking.type.trim())) refuse('metadata.appBookingData.type', optionMessage('required'));
    }
  }

  if (input.finance_option !== undefined) {
    const wrong = financeOptionError(input.finance_option, ctx);
    if (wrong) refuse('finance_option', optionMessage(wrong));
  }

  // The options step's own checks, on the same values its form would have sent.
  const found: Record<string, OptionError> = {};
  const extras = optionExtrasOf(values, ctx, found);
  for (const key of extras.packsNotOffered)
    refuse(packAt.get(key) ?? 'metadata.servicePackData', t('ordering.errors.pack_unknown', { key }));
  for (const [name, code] of Object.entries(found)) {
    if (name !== optionFields.servicePacks) refuse(pointers[name] ?? 'metadata', optionMessage(code));
  }

  if (errors.length) return { ok: false, errors };
  // Nothing chosen stays nothing; anything chosen is kept as the checkout keeps it.
  if (!Object.keys(metadata).length) return { ok: true, metadata: {} };
  return { ok: true, metadata: orderMetadataOf({ finance_option: input.finance_option ?? '', ...extras }) };
}
