import { z } from 'zod';
import { buttonSizes, buttonTypes, linkTargets, linkTypes, type BlockTemplate, type FieldDefinition } from './fields';

/**
 * The one way block content is validated: a zod schema derived from the block's template.
 * `strict` (used on save) refuses unknown field names; render-time parsing drops them so that a
 * field removed from a template does not break pages that still carry it.
 */
const headingLevelAlias = /^[1-6]$/;

export const linkSchema = z
  .object({
    type: z.enum(linkTypes).default('internal'),
    url: z.string().trim().max(2048).optional(),
    label: z.string().trim().max(255).optional(),
    target: z.enum(linkTargets).default('_self'),
    button_type: z.enum(buttonTypes).default('primary'),
    size: z.enum(buttonSizes).default('medium'),
    form_id: z.string().max(64).optional(),
  })
  // blocks.md §5: a tertiary button is always small.
  .transform((link) => (link.button_type === 'tertiary' ? { ...link, size: 'small' as const } : link))
  .refine((l) => !l.url || isSafeUrl(l.url), { message: 'URL must be a path, http(s), mailto:, tel: or alias:<predefined link>', path: ['url'] });

export const imageValueSchema = z.object({
  id: z.number().int().positive(),
  alt: z.string().max(300).optional(),
});

function isSafeUrl(url: string): boolean {
  if (/^alias:[a-z0-9_-]+$/i.test(url)) return true; // resolved from predefined_links at render
  return /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(url) && !/^\/\//.test(url);
}

function fieldSchema(def: FieldDefinition): z.ZodType | undefined {
  let schema: z.ZodType;
  switch (def.kind) {
    case 'Separator':
      return undefined;
    case 'String':
    case 'Text': {
      const base = z.string().max(def.max_length ?? (def.kind === 'String' ? 255 : 5000), { message: 'Character limit exceeded' });
      schema = def.required ? base.trim().min(1, 'Required') : base;
      break;
    }
    case 'Markdown': {
      let base = z.string().max(def.max_length ?? 100_000, { message: 'Character limit exceeded' });
      if (def.required) base = base.trim().min(1, 'Required');
      schema = def.language === 'json' ? base.refine(isJsonText, 'Must be valid JSON') : base;
      break;
    }
    case 'Number': {
      let base = z.number();
      if (def.min !== undefined) base = base.min(def.min);
      if (def.max !== undefined) base = base.max(def.max);
      schema = base;
      break;
    }
    case 'Bool':
      schema = z.boolean();
      break;
    case 'Select': {
      const values = (def.options ?? []).map((o) => o.value) as [string, ...string[]];
      const isHeading = values.includes('h1');
      schema = z.preprocess((v) => (isHeading && typeof v === 'string' && headingLevelAlias.test(v) ? `h${v}` : isHeading && typeof v === 'number' ? `h${v}` : v), z.enum(values));
      break;
    }
    case 'Image':
      schema = def.required ? imageValueSchema : imageValueSchema.nullable();
      break;
    case 'Link':
      schema = def.required ? linkSchema : linkSchema.nullable();
      break;
    case 'LinksCollection': {
      let list = z.array(linkSchema).max(def.max ?? 10);
      if (def.required) list = list.min(1, 'Required');
      schema = list;
      break;
    }
    case 'Icon':
      schema = z.string().regex(/^[a-z0-9-]*$/, 'Unknown icon name');
      break;
    case 'Json':
      schema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);
      break;
  }
  if (def.default !== undefined) return schema.default(def.default as never);
  return def.required ? schema : schema.optional();
}

function isJsonText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function objectOf(defs: FieldDefinition[], strict: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const def of defs) {
    const s = fieldSchema(def);
    if (s) shape[def.name] = s;
  }
  const obj = z.object(shape);
  return strict ? obj.strict() : obj;
}

export function contentSchema(template: BlockTemplate, { strict }: { strict: boolean }) {
  const groups = z.array(objectOf(template.field_groups_template, strict));
  return z.object({
    fields: objectOf(template.fields, strict).default({} as never),
    field_groups: (template.max_field_groups !== undefined
      ? groups.max(template.max_field_groups, { message: `At most ${template.max_field_groups} items` })
      : groups
    ).default([]),
  });
}

/** Default values of every field that has one: feeds "add block", the seed and render tests. */
export function defaultValues(defs: FieldDefinition[]): Record<string, unknown> {
  return Object.fromEntries(defs.filter((d) => d.default !== undefined).map((d) => [d.name, d.default]));
}
