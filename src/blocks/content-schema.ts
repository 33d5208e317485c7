import { z } from 'zod';
import type { FieldDefinition } from './fields';
import { imageValueSchema, linkSchema } from './field-values';

/**
 * The one way block content is validated: a zod schema derived from the block's fields, built once
 * per block when the registry is built (`defineBlock`). `strict` (used on save) refuses unknown
 * field names; render-time parsing drops them, so a field removed from a template does not break
 * pages that still carry it.
 */
export interface StoredContent {
  fields: Record<string, unknown>;
  field_groups: Record<string, unknown>[];
}

const headingLevelAlias = /^[1-6]$/;

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
      // blocks.md §5: a heading level may be given as 1–6.
      const isHeading = values.includes('h1');
      schema = z.preprocess(
        (v) => (isHeading && ((typeof v === 'string' && headingLevelAlias.test(v)) || typeof v === 'number') ? `h${v}` : v),
        z.enum(values),
      );
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

function objectOf(defs: readonly FieldDefinition[], strict: boolean, retired: readonly string[]): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const def of defs) {
    const s = fieldSchema(def);
    if (s) shape[def.name] = s;
  }
  const obj = z.object(shape);
  if (!strict) return obj;
  // Stryker disable next-line ConditionalExpression: shortcut; dropping no retired names and then checking strictly is the same
  if (!retired.length) return obj.strict();
  // A field the block no longer offers is dropped on save instead of refused: content read from
  // the API before the change can be saved back unchanged.
  return z.preprocess(
    (value) => (isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => !retired.includes(k))) : value),
    obj.strict(),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ContentSchemaSource {
  fields: readonly FieldDefinition[];
  field_groups_template: readonly FieldDefinition[];
  max_field_groups?: number;
}

export function contentSchema(
  template: ContentSchemaSource,
  { strict, retiredFields = [] }: { strict: boolean; retiredFields?: readonly string[] },
): z.ZodType<StoredContent> {
  const groups = z.array(objectOf(template.field_groups_template, strict, []));
  return z.object({
    // `prefault`: missing fields are parsed as `{}`, so their defaults are filled in too.
    fields: objectOf(template.fields, strict, retiredFields).prefault({}),
    field_groups: (template.max_field_groups !== undefined
      ? groups.max(template.max_field_groups, { message: `At most ${template.max_field_groups} items` })
      : groups
    ).default([]),
  });
}
