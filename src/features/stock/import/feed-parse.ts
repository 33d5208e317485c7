import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import type { FieldError } from '@/lib/app-error';
import { parseJsonSafely, UnsafeJsonError } from '@/lib/safe-json';
import { feedColumns, type ColumnKind } from './feed-columns';
import { feedRowSchema, type FeedRow } from './feed-row';

/**
 * Reads a dealer feed: JSON lines (one vehicle per line) or CSV (header row; nested fields as
 * dotted columns, lists separated by `|`, structured values as JSON in the cell). Every row is
 * validated; the caller gets either all rows or every problem with its row, field and reason.
 * Feeds come from outside: JSON is parsed with depth, prototype-key and NUL checks, and a CSV
 * header naming anything but a feed field is refused before any row is built.
 */
export type FeedFormat = 'jsonl' | 'csv';

export interface FeedProblem extends FieldError {
  row: number;
  field: string;
}

type Entry = { row: number; value: unknown; problems?: undefined } | { row: number; problems: FeedProblem[] };

function problem(row: number, field: string, detail: string): FeedProblem {
  return { row, field, pointer: field ? `rows.${row}.${field}` : `rows.${row}`, detail };
}

/** Control characters shown escaped, so a hostile column name stays readable in the answer. */
const printable = (name: string) => name.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function jsonLines(text: string): Entry[] {
  return text.split(/\r?\n/).flatMap((line, i): Entry[] => {
    if (!line.trim()) return [];
    const row = i + 1;
    try {
      return [{ row, value: parseJsonSafely(line) }];
    } catch (error) {
      if (!(error instanceof UnsafeJsonError)) throw error;
      return [{ row, problems: [problem(row, error.pointer, error.message)] }];
    }
  });
}

/** Every column must be a feed field, once, and not both an object and one of its fields. */
function headerProblems(header: string[]): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    const field = printable(name);
    if (!feedColumns.has(name)) problems.push(problem(1, field, 'unknown column: the header must name feed fields (site.md §3)'));
    else if (seen.has(name)) problems.push(problem(1, field, 'the column appears twice'));
    else {
      const clash = [...seen].find((other) => other.startsWith(`${name}.`) || name.startsWith(`${other}.`));
      if (clash) problems.push(problem(1, field, `conflicts with the column ${clash}`));
    }
    seen.add(name);
  }
  return problems;
}

const booleans: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, あり: true, なし: false };

/** A cell's value by the column's kind; undefined for an empty cell. */
function cellValue(kind: ColumnKind, raw: string): unknown {
  const value = raw.normalize('NFKC').trim();
  if (value === '') return undefined;
  switch (kind) {
    case 'list':
      return value
        .split('|')
        .map((v) => v.trim())
        .filter(Boolean);
    case 'json':
      return parseJsonSafely(value);
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value.replace(/,/g, '')) ? Number(value.replace(/,/g, '')) : value;
    case 'boolean':
      return booleans[value.toLowerCase()] ?? value;
    case 'text':
      return value; // the schema reports a wrong value with the column name
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

function csvRecord(header: string[], cells: string[], row: number): Entry {
  const value: Record<string, unknown> = {};
  const problems: FeedProblem[] = [];
  for (const [i, column] of header.entries()) {
    const raw = cells[i] ?? '';
    if (raw.includes('\u0000')) {
      problems.push(problem(row, column, 'A NUL character is not allowed.'));
      continue;
    }
    try {
      const v = cellValue(feedColumns.get(column)!, raw);
      if (v !== undefined) setPath(value, column, v);
    } catch (error) {
      if (!(error instanceof UnsafeJsonError)) throw error;
      problems.push(problem(row, error.pointer ? `${column}.${error.pointer}` : column, error.message));
    }
  }
  return problems.length ? { row, problems } : { row, value };
}

function csvEntries(text: string): { entries: Entry[]; fatal: FeedProblem[] } {
  let records: string[][];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: false }) as string[][];
  } catch (error) {
    return { entries: [], fatal: [{ row: 0, field: '', pointer: 'file', detail: `unreadable CSV: ${(error as Error).message}` }] };
  }
  const [rawHeader = [], ...rows] = records;
  const header = rawHeader.map((name) => name.trim());
  const fatal = headerProblems(header);
  if (fatal.length) return { entries: [], fatal };
  return { entries: rows.map((cells, i) => csvRecord(header, cells, i + 2)), fatal: [] }; // row 1 is the header
}

/**
 * Valid rows with the feed row number of each (for later problems, e.g. an unknown dealer), or the
 * problems. `language: 'ja'` words the field rules' reasons in Japanese (the admin screen).
 */
export function parseFeed(
  text: string,
  format: FeedFormat,
  { language = 'en' }: { language?: 'en' | 'ja' } = {},
): { rows: FeedRow[]; rowNumbers: number[]; problems: FeedProblem[] } {
  const messages = language === 'ja' ? { error: z.locales.ja().localeError } : undefined;
  const { entries, fatal } = format === 'jsonl' ? { entries: jsonLines(text), fatal: [] } : csvEntries(text);
  if (fatal.length) return { rows: [], rowNumbers: [], problems: fatal };
  const problems: FeedProblem[] = [];
  const rows: FeedRow[] = [];
  const rowNumbers: number[] = [];
  const seen = new Map<string, number>();
  for (const entry of entries) {
    if (entry.problems) {
      problems.push(...entry.problems);
      continue;
    }
    const parsed = feedRowSchema.safeParse(entry.value, messages);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(problem(entry.row, issue.path.join('.'), issue.message));
      continue;
    }
    const vin = parsed.data.vin.toUpperCase();
    if (seen.has(vin)) {
      problems.push(problem(entry.row, 'vin', `duplicate of row ${seen.get(vin)}`));
      continue;
    }
    seen.set(vin, entry.row);
    rows.push(parsed.data);
    rowNumbers.push(entry.row);
  }
  if (!entries.length) problems.push({ row: 0, field: '', pointer: 'file', detail: 'the feed contains no vehicles' });
  return { rows, rowNumbers, problems };
}
