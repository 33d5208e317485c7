import { parseJsonSafely, UnsafeJsonError } from '@/lib/safe-json';
import type { SettingDefinition } from './definitions';

export type ParseOutcome<T> = { value: T; problem?: string; issues?: { path: string; message: string }[] };

/**
 * Turns a stored setting text into its typed value. A missing value gives the fallback silently;
 * invalid JSON or a value the schema refuses gives the fallback plus a problem to log.
 */
export function parseSettingValue<T>(def: SettingDefinition<T>, raw: string | undefined): ParseOutcome<T> {
  if (raw === undefined || raw === '') return { value: def.fallback };
  let candidate: unknown = raw;
  if (def.format === 'json') {
    try {
      candidate = parseJsonSafely(raw);
    } catch (error) {
      const reason = error instanceof UnsafeJsonError && error.reason !== 'syntax' ? error.message : 'Invalid JSON';
      return { value: def.fallback, problem: reason };
    }
  }
  const parsed = def.schema.safeParse(candidate);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return { value: def.fallback, problem: issues.map((i) => `${i.path} ${i.message}`.trim()).join('; '), issues };
  }
  return { value: parsed.data };
}
