import { fillTemplate } from '@/lib/fill-template';
import type { z } from 'zod';
import { contentSchema, type ContentSchemaSource, type StoredContent } from '@/blocks/content-schema';
import type { FieldDefinition } from '@/blocks/fields';
import type { BlockFormLabels } from './block-form-labels';

/** One message at a JSON pointer of the content, as the server's problem+json `errors` carry them. */
export interface FormError {
  pointer: string;
  detail: string;
}

type Messages = BlockFormLabels['messages'];
type Issue = z.core.$ZodIssue;

// The schema is built from the template once, as the registry does on the server.
const cache = new WeakMap<ContentSchemaSource, Map<boolean, z.ZodType<StoredContent>>>();
function schemaFor(template: ContentSchemaSource, strict: boolean): z.ZodType<StoredContent> {
  let byMode = cache.get(template);
  if (!byMode) cache.set(template, (byMode = new Map()));
  let schema = byMode.get(strict);
  if (!schema) byMode.set(strict, (schema = contentSchema(template, { strict })));
  return schema;
}

/**
 * The server's own content schema, run in the browser, with its issues in the editor's words.
 * Not strict by default: the form cannot know a template's retired fields, which the server drops
 * on save, so unknown names are left for the server to report.
 */
export function validateBlockContent(
  template: ContentSchemaSource,
  value: StoredContent,
  messages: Messages,
  { strict = false }: { strict?: boolean } = {},
): FormError[] {
  const result = schemaFor(template, strict).safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const pointer = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ pointer: pointer ? `${pointer}.${key}` : key, detail: messages.unknownField }));
    }
    return [{ pointer, detail: messageFor(issue, valueAt(value, issue.path), definitionAt(template, issue.path), messages) }];
  });
}

function messageFor(issue: Issue, input: unknown, def: FieldDefinition | undefined, messages: Messages): string {
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return messages.required;
      return issue.expected === 'number' ? messages.number : messages.invalid;
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int') return fill(messages.numberMin, { min: Number(issue.minimum) });
      // A required text is `min(1)` after trimming; a required link list is `min(1)`.
      return messages.required;
    case 'too_big':
      if (issue.origin === 'string') return fill(messages.maxLength, { max: Number(issue.maximum) });
      if (issue.origin === 'array') return fill(messages.maxItems, { max: Number(issue.maximum) });
      return fill(messages.numberMax, { max: Number(issue.maximum) });
    case 'invalid_format':
      return def?.kind === 'Icon' ? messages.icon : messages.invalid;
    case 'invalid_value':
      return messages.option;
    case 'invalid_union':
      return def?.kind === 'Json' ? messages.jsonShape : messages.invalid;
    case 'custom':
      // The schema's two refinements: JSON text of a Markdown field, and a link's safe URL.
      if (def?.kind === 'Markdown') return messages.json;
      if (issue.path.at(-1) === 'url') return messages.url;
      return messages.invalid;
    default:
      return messages.invalid;
  }
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** The template field an issue path points into: `fields.<name>…` or `field_groups.<i>.<name>…`. */
function definitionAt(template: ContentSchemaSource, path: readonly PropertyKey[]): FieldDefinition | undefined {
  if (path[0] === 'fields') return template.fields.find((f) => f.name === path[1]);
  if (path[0] === 'field_groups') return template.field_groups_template.find((f) => f.name === path[2]);
  return undefined;
}

/** The editor's messages fill their placeholders the site's one way. */
export const fill = fillTemplate;

/** Errors by pointer, without repeats; a page-level `content.` prefix is dropped. */
export function indexErrors(...lists: readonly (readonly FormError[])[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const { pointer, detail } of lists.flat()) {
    const key = pointer.replace(/^content\./, '');
    const details = index.get(key) ?? [];
    if (!details.includes(detail)) details.push(detail);
    index.set(key, details);
  }
  return index;
}

/**
 * A block's own save rules (`rules` of defineBlock: the shape of a Json field, decision 0055) run
 * only on the server, in Japanese. The server's messages from the last save are added to the
 * editor's own check while the block is still as saved (afterwards the next save brings fresh
 * ones), at pointers the editor's check has nothing to say about.
 */
export function withServerRules(
  local: readonly FormError[],
  server: readonly FormError[] | undefined,
  saved: { content?: unknown } | undefined,
  current: unknown,
): FormError[] {
  if (!server?.length || !sameJson(saved?.content, current)) return [...local];
  const known = new Set(local.map((e) => e.pointer));
  return [...local, ...server.filter((e) => !known.has(e.pointer))];
}

/** Equal as JSON values, whatever the order of object keys (the database does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
