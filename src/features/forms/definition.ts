import { z } from 'zod';
import { boxTypes, fieldTypes, textFormats } from './field-kinds';

export { boxTypes, fieldTypes, textFormats, type FieldType, type TextFormat } from './field-kinds';

/**
 * A form's definition — fields, settings, integrations — as stored and as the API takes it.
 * One schema for both (decision 0030): the renderer, the lead validator and the admin builder all
 * read this shape, so a definition that saves is one that renders and validates.
 */

/** Visitor-facing text, Japanese first; English is the fallback the site shows when asked. */
export const localisedText = z.object({ ja: z.string().trim().min(1).max(2000), en: z.string().trim().max(2000).optional() });
export type LocalisedText = z.infer<typeof localisedText>;

/** File types a visitor may attach, told apart by their first bytes, never by name or header. */
export const attachableTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachableType = (typeof attachableTypes)[number];

/** Where a select's or radio's choices come from when they are not listed in the definition. */
export const optionSources = ['prefectures', 'locations'] as const;

const fieldName = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'lower-case letters, digits and underscores, starting with a letter');

const option = z.object({ value: z.string().trim().min(1).max(200), label: localisedText });

/** The four registered rules (site.md §5). `min`/`max` count characters (or ticked choices); `size` is a file's limit in KB. */
export const fieldRules = z
  .object({
    required: z.boolean().default(false),
    min: z.number().int().min(0).max(100_000).optional(),
    max: z.number().int().min(1).max(100_000).optional(),
    size: z.number().int().min(1).max(20_480).optional(),
  })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, { message: 'min must not exceed max', path: ['min'] });

export const formField = z
  .object({
    name: fieldName,
    type: z.enum(fieldTypes),
    box_type: z.enum(boxTypes).default('default'),
    label: localisedText,
    placeholder: localisedText.optional(),
    help: localisedText.optional(),
    /** Text fields: how the value is normalised and checked. */
    format: z.enum(textFormats).default('plain'),
    /** An HTML autocomplete token (family-name, given-name, email, postal-code, tel...). */
    autocomplete: z
      .string()
      .regex(/^[a-z0-9 -]{1,60}$/)
      .optional(),
    options: z.array(option).max(200).optional(),
    options_source: z.enum(optionSources).optional(),
    /** A postcode field fills these fields with the prefecture and city it finds. */
    fills: z.object({ state: fieldName.optional(), locality: fieldName.optional() }).optional(),
    /** File fields: the types accepted. */
    accept: z.array(z.enum(attachableTypes)).min(1).optional(),
    /** Date fields: the earliest and latest day, counted from today in Japan. */
    days_from: z.number().int().min(-36_500).max(36_500).optional(),
    days_to: z.number().int().min(-36_500).max(36_500).optional(),
    /** Telephone fields: the country chosen first (Japan unless the form says otherwise). */
    default_country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('JP'),
    /** `half` fields sit side by side on wide screens when the block has two columns. */
    width: z.enum(['full', 'half']).default('full'),
    default_value: z.string().max(2000).optional(),
    rules: fieldRules.default({ required: false }),
  })
  .superRefine((field, ctx) => {
    const choice = field.type === 'select' || field.type === 'radio';
    if (choice && !field.options?.length && !field.options_source) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a select or radio field needs options or an options_source' });
    }
    if (field.fills && field.format !== 'postcode') {
      ctx.addIssue({ code: 'custom', path: ['fills'], message: 'only a postcode field fills other fields' });
    }
    if (field.days_from !== undefined && field.days_to !== undefined && field.days_from > field.days_to) {
      ctx.addIssue({ code: 'custom', path: ['days_from'], message: 'days_from must not be after days_to' });
    }
  });

export type FormField = z.infer<typeof formField>;

const email = z.email().max(254);

export const formSettings = z.object({
  thank_you: z
    .object({
      title: localisedText.optional(),
      message: localisedText.optional(),
      redirect_path: z.string().startsWith('/').max(500).optional(),
    })
    .default({}),
  notifications: z
    .object({
      enabled: z.boolean().default(true),
      recipients: z.array(email).max(20).default([]),
      /** Also send to the chosen location's own address. */
      to_location: z.boolean().default(true),
      subject: z.string().trim().min(1).max(200).default('新しいお問い合わせ: {{form}}'),
    })
    .default({ enabled: true, recipients: [], to_location: true, subject: '新しいお問い合わせ: {{form}}' }),
  confirmations: z
    .object({
      enabled: z.boolean().default(false),
      /** The field holding the visitor's address. */
      email_field: fieldName.default('email'),
      /** Subject and body may name any field as `{{field_name}}`, hidden ones too (deliveries.server.ts fillPlaceholders). */
      subject: z.string().trim().min(1).max(200).default('お問い合わせありがとうございます'),
      body: z.string().trim().min(1).max(10_000).default('お問い合わせを受け付けました。担当者より改めてご連絡いたします。'),
    })
    .default({
      enabled: false,
      email_field: 'email',
      subject: 'お問い合わせありがとうございます',
      body: 'お問い合わせを受け付けました。担当者より改めてご連絡いたします。',
    }),
  /** APPI: what the data is used for, the policy it is handled under, and the version agreed to. */
  privacy: z
    .object({
      purpose: localisedText.optional(),
      policy_path: z.string().startsWith('/').max(500).default('/privacy'),
      consent_version: z.string().trim().min(1).max(50).default('2026-11'),
    })
    .default({ policy_path: '/privacy', consent_version: '2026-11' }),
  marketing_opt_in: z.object({ enabled: z.boolean().default(false), label: localisedText.optional() }).default({ enabled: false }),
  /** Verify the visitor with the site's captcha provider when one is configured. */
  captcha: z.boolean().default(true),
  /** Check the e-mail field with the verification service when one is configured. */
  email_verification: z.boolean().default(false),
});

export type FormSettings = z.infer<typeof formSettings>;

export const formIntegrations = z.object({
  crm: z
    .object({
      enabled: z.boolean().default(false),
      /** The lead type the CRM files this form's leads under. */
      lead_type: z.string().trim().min(1).max(100).default('general_inquiry'),
      /** CRM field name → our field name, for CRMs that want their own names. */
      mapping: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/), fieldName).default({}),
    })
    .default({ enabled: false, lead_type: 'general_inquiry', mapping: {} }),
});

export type FormIntegrations = z.infer<typeof formIntegrations>;

export const formTypes = ['generic', 'test_drive', 'quote', 'visit', 'offer', 'warranty', 'contact', 'reservation'] as const;

/** A whole form as the API takes it (POST, PUT, import). */
export const formInput = z
  .object({
    name: fieldName,
    type: z.enum(formTypes).default('generic'),
    title: z.string().trim().min(1).max(200),
    enabled: z.boolean().default(true),
    protected: z.boolean().default(false),
    fields: z.array(formField).min(1).max(60),
    settings: formSettings.default(formSettings.parse({})),
    integrations: formIntegrations.default(formIntegrations.parse({})),
  })
  .superRefine((form, ctx) => {
    const names = new Map<string, FormField>();
    form.fields.forEach((field, i) => {
      if (names.has(field.name))
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: `duplicate field name ${field.name}` });
      names.set(field.name, field);
    });
    form.fields.forEach((field, i) => {
      for (const [key, target] of Object.entries(field.fills ?? {})) {
        if (target && !names.has(target))
          ctx.addIssue({ code: 'custom', path: ['fields', i, 'fills', key], message: `no field named ${target}` });
      }
    });
    if (form.settings.confirmations.enabled) {
      const target = names.get(form.settings.confirmations.email_field);
      if (!target || target.format !== 'email') {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', 'confirmations', 'email_field'],
          message: 'confirmations need an e-mail field of the form',
        });
      }
    }
    for (const [crmName, ours] of Object.entries(form.integrations.crm.mapping)) {
      if (!names.has(ours))
        ctx.addIssue({ code: 'custom', path: ['integrations', 'crm', 'mapping', crmName], message: `no field named ${ours}` });
    }
  });

export type FormInput = z.infer<typeof formInput>;

/** Fields the visitor sees (site.md §5: hidden, dynamic and ga_client_id boxes are not displayed). */
export function isDisplayed(field: FormField): boolean {
  return field.box_type === 'default';
}

/** The text for `language`, falling back to Japanese. */
export function localise(text: LocalisedText | undefined, language: 'ja' | 'en'): string {
  if (!text) return '';
  return (language === 'en' && text.en) || text.ja;
}
