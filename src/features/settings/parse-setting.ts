import type { SettingDefinition } from './definitions';

export type ParseOutcome<T> = { value: T; problem?: string };

/**
 * Turns a stored setting text into its typed value. A missing value gives the fallback silently;
 * invalid JSON or a value the schema refuses gives the fallback plus a problem to log.
 */
export function parseSettingValue<T>(def: SettingDefinition<T>, raw: string | undefined): ParseOutcome<T> {
  if (raw === undefined || raw === '') return { value: def.fallback };
  let candidate: unknown = raw;
  if (def.format === 'json') {
    try {
      candidate = JSON.parse(raw);
    } catch {
      return { value: def.fallback, problem: 'Invalid JSON' };
    }
  }
  const parsed = def.schema.safeParse(candidate);
  if (!parsed.success) {
    return { value: def.fallback, problem: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ') };
  }
  return { value: parsed.data };
}
