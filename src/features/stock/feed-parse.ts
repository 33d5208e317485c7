import { parse as parseCsv } from 'csv-parse/sync';
import type { FieldError } from '@/lib/app-error';
import { feedRowSchema, type FeedRow } from './feed-row';

/**
 * Reads a dealer feed: JSON lines (one vehicle per line) or CSV (header row; nested fields as
 * dotted columns, lists separated by `|`, structured lists as JSON in the cell). Every row is
 * validated; the caller gets either all rows or every problem with its row, field and reason.
 */
export type FeedFormat = 'jsonl' | 'csv';

export interface FeedProblem extends FieldError {
  row: number;
  field: string;
}

const listColumns = new Set(['engine_type', 'financing_options', 'features_standard', 'disclaimers']);
const jsonColumns = new Set(['prices', 'features_optional', 'accessories', 'photos', 'japan_used_and_approved_cars_field.recycling_fee']);
const numberColumns = new Set([
  'production_year', 'model_year', 'mileage', 'power', 'engine_capacity', 'battery_capacity', 'number_of_seats',
  'msrp_price', 'sale_price', 'monthly_price', 'japan_used_and_approved_cars_field.on_the_road_price',
]);
const booleanColumns = new Set([
  'price_hidden', 'japan_used_and_approved_cars_field.repair_record', 'japan_used_and_approved_cars_field.mot_included',
  'japan_used_and_approved_cars_field.regular_maintenance_availability', 'japan_used_and_approved_cars_field.maintenance_log',
]);

function cell(column: string, raw: string): unknown {
  const value = raw.normalize('NFKC').trim();
  if (value === '') return undefined;
  if (listColumns.has(column)) return value.split('|').map((v) => v.trim()).filter(Boolean);
  if (jsonColumns.has(column)) {
    try {
      return JSON.parse(value);
    } catch {
      return value; // the schema reports it with the column name
    }
  }
  if (numberColumns.has(column)) return /^-?\d+(\.\d+)?$/.test(value.replace(/,/g, '')) ? Number(value.replace(/,/g, '')) : value;
  if (booleanColumns.has(column)) return ({ true: true, false: false, '1': true, '0': false, あり: true, なし: false } as Record<string, boolean>)[value.toLowerCase()] ?? value;
  return value;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

function records(text: string, format: FeedFormat): { row: number; value: unknown; error?: string }[] {
  if (format === 'jsonl') {
    return text.split(/\r?\n/).flatMap((line, i) => {
      if (!line.trim()) return [];
      try {
        return [{ row: i + 1, value: JSON.parse(line) as unknown }];
      } catch {
        return [{ row: i + 1, value: null, error: 'not valid JSON' }];
      }
    });
  }
  const rows = parseCsv(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, relax_column_count: false }) as Record<string, string>[];
  return rows.map((r, i) => {
    const value: Record<string, unknown> = {};
    for (const [column, raw] of Object.entries(r)) {
      const v = cell(column, raw);
      if (v !== undefined) setPath(value, column, v);
    }
    return { row: i + 2, value }; // row 1 is the header
  });
}

export function parseFeed(text: string, format: FeedFormat): { rows: FeedRow[]; problems: FeedProblem[] } {
  const problems: FeedProblem[] = [];
  const rows: FeedRow[] = [];
  let entries: ReturnType<typeof records>;
  try {
    entries = records(text, format);
  } catch (error) {
    return { rows: [], problems: [{ row: 0, field: '', pointer: 'file', detail: `unreadable ${format.toUpperCase()}: ${(error as Error).message}` }] };
  }
  const seen = new Map<string, number>();
  for (const entry of entries) {
    if (entry.error) {
      problems.push({ row: entry.row, field: '', pointer: `rows.${entry.row}`, detail: entry.error });
      continue;
    }
    const parsed = feedRowSchema.safeParse(entry.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        problems.push({ row: entry.row, field, pointer: `rows.${entry.row}.${field}`, detail: issue.message });
      }
      continue;
    }
    const vin = parsed.data.vin.toUpperCase();
    if (seen.has(vin)) {
      problems.push({ row: entry.row, field: 'vin', pointer: `rows.${entry.row}.vin`, detail: `duplicate of row ${seen.get(vin)}` });
      continue;
    }
    seen.set(vin, entry.row);
    rows.push(parsed.data);
  }
  if (!entries.length) problems.push({ row: 0, field: '', pointer: 'file', detail: 'the feed contains no vehicles' });
  return { rows, problems };
}
