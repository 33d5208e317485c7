import type { z } from 'zod';
import { feedRowSchema } from './feed-row';

/**
 * The CSV columns a dealer feed may have, derived from the feed row schema so the two never drift:
 * one column per field, dotted for nested objects (`japan_used_and_approved_cars_field.repair_record`),
 * and an object may also come whole as JSON in one cell. A header is checked against this list
 * before any row is built, so no column name can reach an object's prototype.
 */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'list' | 'json';

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  while (wrappers.has(current._zod.def.type)) current = (current._zod.def as unknown as { innerType: z.core.$ZodType }).innerType;
  return current;
}

function collect(shape: Record<string, z.core.$ZodType>, prefix: string, into: Map<string, ColumnKind>): Map<string, ColumnKind> {
  for (const [key, field] of Object.entries(shape)) {
    const path = `${prefix}${key}`;
    const schema = unwrap(field);
    const def = schema._zod.def as { type: string; element?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType> };
    switch (def.type) {
      case 'object':
        into.set(path, 'json');
        collect(def.shape!, `${path}.`, into);
        break;
      case 'array': {
        const item = unwrap(def.element!)._zod.def.type;
        into.set(path, item === 'string' || item === 'enum' ? 'list' : 'json');
        break;
      }
      case 'number':
        into.set(path, 'number');
        break;
      case 'boolean':
        into.set(path, 'boolean');
        break;
      case 'string':
      case 'enum':
        into.set(path, 'text');
        break;
      default:
        into.set(path, 'json'); // records (price_metadata) and anything structured
    }
  }
  return into;
}

export const feedColumns: ReadonlyMap<string, ColumnKind> = collect(feedRowSchema.shape, '', new Map());
