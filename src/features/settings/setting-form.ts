import { z } from 'zod';
import type { SettingDefinition } from './definitions';

/**
 * How the admin settings screen edits and explains a setting: which control fits its schema, how
 * its default reads, and why a typed value is refused — in Japanese, before anything is stored.
 */
export type SettingControl =
  { kind: 'boolean' } | { kind: 'select'; options: string[] } | { kind: 'json' } | { kind: 'text'; multiline: boolean };

function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodNullable || current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

export function settingControl(def: Pick<SettingDefinition<unknown>, 'key' | 'format' | 'schema'>): SettingControl {
  const inner = unwrapped(def.schema);
  if (inner instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (inner instanceof z.ZodEnum) return { kind: 'select', options: inner.options.map(String) };
  if (def.format === 'json') return { kind: 'json' };
  return { kind: 'text', multiline: /html|content|msg/.test(def.key) };
}

/** The text a setting is stored as, for a value: pretty JSON for JSON settings. */
export function settingText(def: Pick<SettingDefinition<unknown>, 'format'>, value: unknown): string {
  if (def.format === 'json') return JSON.stringify(value, null, 2);
  return value === null || value === undefined ? '' : String(value);
}

/** Line and column of a character offset, both from 1. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Where JSON.parse stopped, from its message (V8: "... at position 12 (line 2 column 3)"). */
function jsonErrorOffset(text: string, message: string): number | null {
  const position = /position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  if (/end of JSON input|Unexpected end/i.test(message)) return text.length;
  return null;
}

/**
 * Why `raw` does not fit the setting, one Japanese sentence per problem, or [] when it fits. An empty
 * value always fits: it means "use the default".
 */
export function settingProblems(def: Pick<SettingDefinition<unknown>, 'format' | 'schema'>, raw: string): string[] {
  if (raw.trim() === '') return [];
  let candidate: unknown = raw;
  if (def.format === 'json') {
    try {
      candidate = JSON.parse(raw);
    } catch (error) {
      const offset = jsonErrorOffset(raw, String((error as Error).message));
      if (offset === null) return ['JSONとして読み取れません。括弧・引用符・カンマを確認してください。'];
      const { line, column } = lineAndColumn(raw, offset);
      return [`JSONとして読み取れません（${line}行目 ${column}文字目付近）。括弧・引用符・カンマを確認してください。`];
    }
  }
  const parsed = def.schema.safeParse(candidate, { error: z.locales.ja().localeError });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const where = issue.path.length ? `「${issue.path.join('.')}」: ` : '';
    return `${where}${issue.message}`;
  });
}
