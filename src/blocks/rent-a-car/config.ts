import { z } from 'zod';
import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { bookingTokenNames, templateTokens, unofficialLocation, type RentExtraItem, type RentLocation } from './booking';
import { defaultDateOptions } from './settings-default';
import { rentTextKeys, type RentTextKey } from './texts';

/**
 * The shapes of the Rent a Car block's JSON fields (blocks.md §2.18, decision 0067): checked on
 * save with a Japanese message at the field for each problem, and read leniently when rendering
 * (content saved before a rule existed shows what still fits).
 */

export const rentLimits = {
  locations: 50,
  vehicles: 50,
  items: 10,
  subitems: 10,
  features: 10,
  specification: 12,
  amountMax: 99,
  templateLength: 2000,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const key = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { message: 'key' });

export const translationsSchema = z.strictObject(Object.fromEntries(rentTextKeys.map((k) => [k, text(60).optional()]))) as z.ZodType<
  Partial<Record<RentTextKey, string>>
>;

const locationSchema = z.strictObject({
  name_key: key,
  city_name: text(60),
  point_name: text(80),
  address: text(200),
  coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});

export const locationsSchema = z
  .array(locationSchema)
  .min(1)
  .max(rentLimits.locations)
  .superRefine((locations, ctx) => {
    const first = new Map<string, number>();
    locations.forEach((location, i) => {
      if (location.name_key === unofficialLocation) ctx.addIssue({ code: 'custom', path: [i, 'name_key'], message: 'reserved_key' });
      const seen = first.get(location.name_key);
      if (seen !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name_key'],
          message: 'duplicate_key',
          params: { key: location.name_key, first: seen + 1 },
        });
      } else first.set(location.name_key, i);
    });
  });

const vehicleSchema = z.strictObject({
  image_id: z.number().int().positive().nullable().optional(),
  display_name: text(80),
  nameplate_name: z.string().trim().max(80).optional(),
  price: z.strictObject({ daily: z.number().int().min(0).max(10_000_000).nullable() }),
  locations: z
    .array(key)
    .min(1)
    .max(rentLimits.locations + 1),
  specification: z.array(text(60)).max(rentLimits.specification).default([]),
});
export type RentVehicleConfig = z.output<typeof vehicleSchema>;

export const vehiclesSchema = z.array(vehicleSchema).min(1).max(rentLimits.vehicles);

const amountSchema = z
  .strictObject({
    type: z.literal('amount'),
    min: z.number().int().min(0).max(rentLimits.amountMax),
    max: z.number().int().min(1).max(rentLimits.amountMax),
    value: z.number().int().min(0).max(rentLimits.amountMax).optional(),
    default: z.number().int().min(0).max(rentLimits.amountMax),
  })
  .superRefine((c, ctx) => {
    if (c.min > c.default || c.default > c.max) ctx.addIssue({ code: 'custom', path: ['default'], message: 'amount_range' });
    if (c.value !== undefined && (c.value < c.min || c.value > c.max))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'amount_value' });
  });

const togglerSchema = z.strictObject({
  type: z.literal('toggler'),
  true_label: text(30),
  false_label: text(30),
  value: z.boolean().optional(),
  default: z.boolean(),
});

const subitemSchema = z.strictObject({
  heading: text(80),
  price: z.number().int().min(0).max(1_000_000),
  price_string_context: z.string().trim().max(40).optional(),
  per: z.enum(['day', 'rental']).default('day'),
  features_list: z.array(text(100)).max(rentLimits.features).default([]),
  controller: z.discriminatedUnion('type', [amountSchema, togglerSchema]),
});

export const extrasSchema = z.strictObject({
  items: z
    .array(z.strictObject({ heading: text(80), subitems: z.array(subitemSchema).min(1).max(rentLimits.subitems) }))
    .max(rentLimits.items),
});

/** A language tag the runtime can write dates in (an invalid tag throws). */
function supportedLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    return false;
  }
}

const intlChoice = <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values).optional();

export const settingsSchema = z
  .strictObject({
    allow_different_dropoff: z.boolean().default(true),
    allow_custom_pickup: z.boolean().default(false),
    allow_custom_dropoff: z.boolean().default(false),
    distance_unit: z.enum(['km', 'mi']).default('km'),
    datepicker_disabled_days: z.array(z.number().int().min(0).max(6)).max(6).default([0]),
    date_locale: z.string().refine(supportedLocale, { message: 'format_locale' }).default('ja'),
    date_options: z
      .strictObject({
        era: intlChoice(['long', 'short', 'narrow']),
        year: intlChoice(['numeric', '2-digit']),
        month: intlChoice(['numeric', '2-digit', 'long', 'short', 'narrow']),
        day: intlChoice(['numeric', '2-digit']),
        weekday: intlChoice(['long', 'short', 'narrow']),
      })
      .default({ ...defaultDateOptions }),
    min_days_ahead: z.number().int().min(0).max(365).default(1),
    max_days_ahead: z.number().int().min(1).max(730).default(180),
    max_rental_days: z.number().int().min(1).max(90).default(30),
  })
  .superRefine((s, ctx) => {
    if (new Set(s.datepicker_disabled_days).size !== s.datepicker_disabled_days.length) {
      ctx.addIssue({ code: 'custom', path: ['datepicker_disabled_days'], message: 'days_twice' });
    }
    if (s.min_days_ahead > s.max_days_ahead) ctx.addIssue({ code: 'custom', path: ['min_days_ahead'], message: 'window' });
  });
export type RentSettings = z.output<typeof settingsSchema>;

/** The settings of content whose additional settings do not fit (saved before the rules). */
export const fallbackSettings: RentSettings = settingsSchema.parse({});

const fieldName = /^[a-z][a-z0-9_]{0,62}$/;

export const mappingSchema = z.record(z.string().regex(fieldName, { message: 'field_name' }), z.string().max(rentLimits.templateLength));

type JsonField = 'translations' | 'locations' | 'vehicles' | 'extras' | 'additional_settings' | 'form_hidden_field_mapping';

/** Where a problem is, as an editor reads it: 「2番目の車両の price.daily」. */
function whereOf(field: JsonField, path: readonly PropertyKey[]): string {
  const t = getT('ja');
  const rest = (segments: readonly PropertyKey[]) =>
    segments.map((s, i) => (typeof s === 'number' ? `（${s + 1}番目）` : `${i ? '.' : ''}${String(s)}`)).join('');
  const join = (root: string, segments: readonly PropertyKey[]) => (segments.length ? `${root}の ${rest(segments)}` : root);
  const [first, second, third, fourth] = path;
  if ((field === 'locations' || field === 'vehicles') && typeof first === 'number') {
    return join(t(`rent.rules.where.${field === 'locations' ? 'location' : 'vehicle'}`, { n: first + 1 }), path.slice(1));
  }
  if (field === 'extras' && first === 'items' && typeof second === 'number') {
    if (third === 'subitems' && typeof fourth === 'number') {
      return join(t('rent.rules.where.subitem', { item: second + 1, n: fourth + 1 }), path.slice(4));
    }
    return join(t('rent.rules.where.item', { n: second + 1 }), path.slice(2));
  }
  return join(t(`rent.rules.where.${field}`), path);
}

const typeDetails: Record<string, string> = {
  string: 'string',
  number: 'number',
  int: 'int',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
};

/** The value at `path` of what the editor typed (undefined when it is not there). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );
}

/** What is wrong, in Japanese, without zod's words. */
function detailOf(issue: z.core.$ZodIssue, value: unknown): string {
  const t = getT('ja');
  const d = (name: string, values: Record<string, unknown> = {}) => t(`rent.rules.detail.${name}`, values);
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(value, issue.path) === undefined) return d('required');
      return d(typeDetails[issue.expected] ?? 'invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? d('required') : d('text_min', { min: issue.minimum });
      if (issue.origin === 'array') return d('array_min', { min: issue.minimum });
      return d('number_min', { min: issue.minimum });
    case 'too_big':
      if (issue.origin === 'string') return d('text_max', { max: issue.maximum });
      if (issue.origin === 'array') return d('array_max', { max: issue.maximum });
      return d('number_max', { max: issue.maximum });
    case 'unrecognized_keys':
      return d('unknown', { keys: issue.keys.join('、') });
    case 'invalid_value':
      return d('one_of', { values: issue.values.map((v) => JSON.stringify(v)).join('、') });
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options)
        ? d('one_of', { values: issue.options.map((v) => JSON.stringify(v)).join('、') })
        : d('invalid');
    case 'invalid_format':
      return d(`format_${issue.message}`);
    case 'invalid_key':
      return issue.issues[0] ? detailOf(issue.issues[0] as z.core.$ZodIssue, undefined) : d('invalid');
    case 'custom':
      return d(issue.message, issue.params ?? {});
    default:
      return d('invalid');
  }
}

/** One message per problem of a JSON field's value, for the field's pointer. */
export function jsonProblems(field: JsonField, schema: z.ZodType, value: unknown): ContentIssue[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: ['fields', field],
    message: `${whereOf(field, issue.path)}：${detailOf(issue, value)}`,
  }));
}

/** Tokens a template may use, and the problems of one that names others. */
function tokenProblems(template: string, allowed: readonly string[]): string[] {
  const t = getT('ja');
  return templateTokens(template)
    .filter((name) => !allowed.includes(name))
    .map((name) => t('rent.rules.detail.unknown_token', { token: `{{${name}}}`, tokens: allowed.map((a) => `{{${a}}}`).join(' ') }));
}

/** Everything the save check says about a Rent a Car block's content. */
export function rentAConfigIssues(fields: {
  translations: unknown;
  locations: unknown;
  vehicles: unknown;
  extras: unknown;
  additional_settings: unknown;
  form_hidden_field_mapping: unknown;
  form_summary_template?: string;
}): ContentIssue[] {
  const t = getT('ja');
  const issues = [
    ...jsonProblems('translations', translationsSchema, fields.translations),
    ...jsonProblems('locations', locationsSchema, fields.locations),
    ...jsonProblems('vehicles', vehiclesSchema, fields.vehicles),
    ...jsonProblems('extras', extrasSchema, fields.extras),
    ...jsonProblems('additional_settings', settingsSchema, fields.additional_settings),
    ...jsonProblems('form_hidden_field_mapping', mappingSchema, fields.form_hidden_field_mapping),
  ];

  const locations = locationsSchema.safeParse(fields.locations);
  const vehicles = z.array(z.unknown()).safeParse(fields.vehicles);
  if (locations.success && vehicles.success) {
    const known = new Set([...locations.data.map((l) => l.name_key), unofficialLocation]);
    vehicles.data.forEach((vehicle, i) => {
      const parsed = vehicleSchema.safeParse(vehicle);
      if (!parsed.success) return;
      for (const name of parsed.data.locations.filter((l) => !known.has(l))) {
        issues.push({
          path: ['fields', 'vehicles'],
          message: `${whereOf('vehicles', [i, 'locations'])}：${t('rent.rules.detail.unknown_location', { key: name })}`,
        });
      }
    });
  }

  const mapping = fields.form_hidden_field_mapping;
  if (mapping && typeof mapping === 'object' && !Array.isArray(mapping)) {
    for (const [name, value] of Object.entries(mapping)) {
      if (typeof value !== 'string') continue;
      for (const message of tokenProblems(value, bookingTokenNames)) {
        issues.push({
          path: ['fields', 'form_hidden_field_mapping'],
          message: `${whereOf('form_hidden_field_mapping', [name])}：${message}`,
        });
      }
    }
  }
  const summary = fields.form_summary_template ?? '';
  const summaryTokens = bookingTokenNames.filter((name) => name !== 'summary');
  for (const message of tokenProblems(summary, summaryTokens)) issues.push({ path: ['fields', 'form_summary_template'], message });
  return issues;
}

/** The parts of the content a visitor can use; what does not fit is left out (content saved before the rules). */
export interface RentConfig {
  texts: Partial<Record<RentTextKey, string>>;
  locations: RentLocation[];
  vehicles: RentVehicleConfig[];
  extras: RentExtraItem[];
  settings: RentSettings;
  mapping: Record<string, string>;
}

export function readRentConfig(fields: {
  translations?: unknown;
  locations?: unknown;
  vehicles?: unknown;
  extras?: unknown;
  additional_settings?: unknown;
  form_hidden_field_mapping?: unknown;
}): RentConfig {
  const each = <T>(value: unknown, schema: z.ZodType<T>, max: number): T[] =>
    (Array.isArray(value) ? value.slice(0, max) : []).flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  const locations = each(fields.locations, locationSchema, rentLimits.locations).filter(
    (l, i, all) => l.name_key !== unofficialLocation && all.findIndex((o) => o.name_key === l.name_key) === i,
  );
  const extras = extrasSchema.safeParse(fields.extras);
  const settings = settingsSchema.safeParse(fields.additional_settings);
  const texts = translationsSchema.safeParse(fields.translations);
  const mapping = mappingSchema.safeParse(fields.form_hidden_field_mapping);
  return {
    texts: texts.success ? texts.data : {},
    locations,
    vehicles: each(fields.vehicles, vehicleSchema, rentLimits.vehicles),
    extras: extras.success ? extras.data.items : [],
    settings: settings.success ? settings.data : fallbackSettings,
    mapping: mapping.success ? mapping.data : {},
  };
}
