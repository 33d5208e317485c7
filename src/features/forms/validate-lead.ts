import { z } from 'zod';
import type { FieldError } from '@/lib/app-error';
import type { Translate } from '@/i18n/i18n';
import { attachableTypes, isDisplayed, localise, type AttachableType, type FormField } from './definition';
import { defaultFileLimitKb, detectFileType, fileLimitText, fileTypeLabel } from './file-type';
import { isKatakanaName, normalisePostcode, normaliseText, parsePhone, toKatakana } from './japanese-input';
import type { CountryCode } from 'libphonenumber-js';

/**
 * Checks a submission against its form, the same way for the API, the no-JavaScript post and the
 * enhanced form (the browser shows these messages; the server decides). Values come out
 * normalised: E.164 phones, 〒123-4567 postcodes, katakana furigana, ISO dates.
 */

import { consentField, honeypotField, marketingField } from './validate-lead-names';

export interface SubmittedFile {
  name: string;
  bytes: Uint8Array;
}

export interface LeadSubmission {
  values: Record<string, string | string[] | undefined>;
  files: Record<string, SubmittedFile[] | undefined>;
}

export interface AcceptedFile {
  field: string;
  originalName: string;
  contentType: AttachableType;
  bytes: Uint8Array;
}

export interface ValidationContext {
  t: Translate;
  language: 'ja' | 'en';
  /** Today in Japan, as YYYY-MM-DD: date rules count from it. */
  today: string;
  prefectures: readonly string[];
  locationIds: ReadonlySet<number>;
}

export type LeadCheck =
  | {
      ok: true;
      attributes: Record<string, unknown>;
      files: AcceptedFile[];
      locationId: number | null;
      consent: true;
      marketingOptIn: boolean;
    }
  /** `fileProblem`: every error is a file too large (413) or of a refused type (415), so the API can say so. */
  | { ok: false; errors: FieldError[]; fileProblem?: 'size' | 'type' };

const truthy = new Set(['on', 'true', '1', 'yes']);
const emailSchema = z.email();
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v !== '');
}

/** A calendar date that exists (not 2026-02-30), as days since the epoch. */
function dayNumber(value: string): number | null {
  const m = isoDate.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCFullYear() !== Number(m[1]) || date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) return null;
  return date.getTime() / 86_400_000;
}

function isoFromDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Shows a date as visitors read it: 2026年3月31日. */
function japaneseDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

function choicesOf(field: FormField, ctx: ValidationContext): readonly string[] {
  if (field.options_source === 'prefectures') return ctx.prefectures;
  if (field.options_source === 'locations') return [...ctx.locationIds].map(String);
  return (field.options ?? []).map((o) => o.value);
}

type Outcome = { value: unknown } | { error: string } | { skip: true };

function checkText(field: FormField, raw: string, ctx: ValidationContext, label: string): Outcome {
  const { t } = ctx;
  const rules = field.rules;
  // Browsers send line breaks as CRLF (HTML form encoding): keep one kind, LF.
  let value = field.format === 'plain' ? raw.replace(/\r\n?/g, '\n').trim() : normaliseText(raw);
  if (value === '') return rules.required ? { error: t('forms.errors.required', { label }) } : { skip: true };
  switch (field.format) {
    case 'email':
      value = value.toLowerCase();
      if (!emailSchema.safeParse(value).success || value.length > 254) return { error: t('forms.errors.email') };
      break;
    case 'postcode': {
      const postcode = normalisePostcode(value);
      if (!postcode) return { error: t('forms.errors.postcode') };
      value = postcode;
      break;
    }
    case 'katakana':
      value = toKatakana(value);
      if (!isKatakanaName(value)) return { error: t('forms.errors.katakana', { label }) };
      break;
    case 'number':
      if (!/^\d+$/.test(value)) return { error: t('forms.errors.number', { label }) };
      break;
    case 'plain':
      break;
  }
  // Characters as people count them (a kanji or an emoji is one), not UTF-16 units.
  const length = [...value].length;
  if (rules.max !== undefined && length > rules.max) return { error: t('forms.errors.max', { max: rules.max }) };
  if (rules.min !== undefined && length < rules.min) return { error: t('forms.errors.min', { label, min: rules.min }) };
  return { value };
}

function checkField(field: FormField, submission: LeadSubmission, ctx: ValidationContext): Outcome {
  const { t } = ctx;
  const label = localise(field.label, ctx.language);
  const raw = submission.values[field.name];
  const rules = field.rules;

  // Boxes the visitor does not see carry what the page put there; they are never required of a person.
  if (!isDisplayed(field)) {
    const value = first(raw).slice(0, 2000) || field.default_value || '';
    return value === '' ? { skip: true } : { value };
  }

  switch (field.type) {
    case 'text':
    case 'textarea':
      return checkText(field, first(raw), ctx, label);

    case 'telephone': {
      const input = first(raw).trim();
      if (input === '') return rules.required ? { error: t('forms.errors.required', { label }) } : { skip: true };
      const country = (first(submission.values[`${field.name}_country`]) || field.default_country) as CountryCode;
      const phone = parsePhone(input, /^[A-Z]{2}$/.test(country) ? country : 'JP');
      return phone.ok ? { value: phone.e164 } : { error: t('forms.errors.phone') };
    }

    case 'select':
    case 'radio': {
      const value = first(raw).trim();
      if (value === '') return rules.required ? { error: t('forms.errors.choose', { label }) } : { skip: true };
      if (!choicesOf(field, ctx).includes(value)) return { error: t('forms.errors.choice', { label }) };
      return { value: field.options_source === 'locations' ? Number(value) : value };
    }

    case 'checkbox': {
      if (!field.options?.length) {
        const ticked = truthy.has(first(raw).toLowerCase());
        if (!ticked && rules.required) return { error: t('forms.errors.tick', { label }) };
        return { value: ticked };
      }
      const ticked = [...new Set(all(raw))];
      const allowed = choicesOf(field, ctx);
      if (ticked.some((v) => !allowed.includes(v))) return { error: t('forms.errors.choice', { label }) };
      if (ticked.length === 0) return rules.required ? { error: t('forms.errors.choose', { label }) } : { value: [] };
      if (rules.min !== undefined && ticked.length < rules.min) return { error: t('forms.errors.choose_min', { label, min: rules.min }) };
      if (rules.max !== undefined && ticked.length > rules.max) return { error: t('forms.errors.choose_max', { label, max: rules.max }) };
      return { value: ticked };
    }

    case 'date': {
      const value = normaliseText(first(raw));
      if (value === '') return rules.required ? { error: t('forms.errors.choose', { label }) } : { skip: true };
      const day = dayNumber(value);
      if (day === null) return { error: t('forms.errors.date') };
      const today = dayNumber(ctx.today)!;
      const from = field.days_from === undefined ? null : today + field.days_from;
      const to = field.days_to === undefined ? null : today + field.days_to;
      if ((from !== null && day < from) || (to !== null && day > to)) {
        if (from !== null && to !== null) {
          return { error: t('forms.errors.date_range', { from: japaneseDate(isoFromDay(from)), to: japaneseDate(isoFromDay(to)) }) };
        }
        if (from !== null) return { error: t('forms.errors.date_from', { from: japaneseDate(isoFromDay(from)) }) };
        return { error: t('forms.errors.date_to', { to: japaneseDate(isoFromDay(to!)) }) };
      }
      return { value };
    }

    case 'file':
      return { skip: true };
  }
}

function checkFiles(
  field: FormField,
  submission: LeadSubmission,
  ctx: ValidationContext,
): { files: AcceptedFile[] } | { error: string; problem?: 'size' | 'type' } {
  const { t } = ctx;
  const label = localise(field.label, ctx.language);
  const sent = (submission.files[field.name] ?? []).filter((f) => f.bytes.byteLength > 0);
  if (sent.length === 0) return field.rules.required ? { error: t('forms.errors.attach', { label }) } : { files: [] };
  if (sent.length > 1) return { error: t('forms.errors.one_file', { label }) };
  const file = sent[0]!;
  const limitKb = field.rules.size ?? defaultFileLimitKb;
  if (file.bytes.byteLength > limitKb * 1024) {
    return { error: t('forms.errors.file_size', { limit: fileLimitText(limitKb) }), problem: 'size' };
  }
  const accept: readonly AttachableType[] = field.accept ?? attachableTypes;
  const type = detectFileType(file.bytes);
  if (!type || !accept.includes(type)) {
    return { error: t('forms.errors.file_type', { types: accept.map((a) => fileTypeLabel[a]).join('・') }), problem: 'type' };
  }
  // Names are shown to staff later: strip paths and control characters, keep it short.
  const originalName = (file.name.split(/[\\/]/).pop() ?? 'file').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
  return { files: [{ field: field.name, originalName, contentType: type, bytes: file.bytes }] };
}

/** Checks every field and the APPI consent; on failure names each bad field with a message for visitors. */
export function validateLead(fields: readonly FormField[], submission: LeadSubmission, ctx: ValidationContext): LeadCheck {
  const errors: FieldError[] = [];
  const attributes: Record<string, unknown> = {};
  const files: AcceptedFile[] = [];
  let locationId: number | null = null;
  const problems: ('size' | 'type' | 'other')[] = [];

  for (const field of fields) {
    if (field.type === 'file' && isDisplayed(field)) {
      const result = checkFiles(field, submission, ctx);
      if ('error' in result) {
        errors.push({ pointer: field.name, detail: result.error });
        problems.push(result.problem ?? 'other');
      } else files.push(...result.files);
      continue;
    }
    const outcome = checkField(field, submission, ctx);
    if ('error' in outcome) {
      errors.push({ pointer: field.name, detail: outcome.error });
      problems.push('other');
    } else if ('value' in outcome) {
      attributes[field.name] = outcome.value;
      if (field.options_source === 'locations' && typeof outcome.value === 'number') locationId = outcome.value;
    }
  }

  if (!truthy.has(first(submission.values[consentField]).toLowerCase())) {
    errors.push({ pointer: consentField, detail: ctx.t('forms.errors.consent') });
    problems.push('other');
  }
  if (errors.length) {
    const only = problems.every((p) => p === problems[0]) ? problems[0] : 'other';
    return only === 'size' || only === 'type' ? { ok: false, errors, fileProblem: only } : { ok: false, errors };
  }
  const marketingOptIn = truthy.has(first(submission.values[marketingField]).toLowerCase());
  return { ok: true, attributes, files, locationId, consent: true, marketingOptIn };
}

/** True when the honeypot was filled in: the submission is a bot's. */
export function isHoneypotFilled(submission: LeadSubmission): boolean {
  return first(submission.values[honeypotField]).trim() !== '';
}
