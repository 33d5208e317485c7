import { z } from 'zod';
import { getT } from '@/i18n/i18n';

/** Limits of the modal's JSON fields (decision 0055). */
export const modalLimits = {
  rows: 8,
  rowTitle: 120,
  rowText: 600,
  columns: 6,
  tableRows: 50,
  cell: 200,
  heading: 80,
  caption: 160,
} as const;

export const imageRowSchema = z.strictObject({
  /** Which of the block's four images the row shows, left to right. */
  images: z.array(z.number().int().min(1).max(4)).min(1).max(4),
  title: z.string().trim().max(modalLimits.rowTitle).optional(),
  text: z.string().trim().max(modalLimits.rowText).optional(),
});
export type ImageRow = z.output<typeof imageRowSchema>;

const cell = z.union([z.string().max(modalLimits.cell), z.number().finite()]).transform(String);

export const modalTableSchema = z
  .strictObject({
    caption: z.string().trim().max(modalLimits.caption).optional(),
    columns: z.array(z.string().trim().min(1).max(modalLimits.heading)).min(1).max(modalLimits.columns),
    rows: z.array(z.array(cell)).max(modalLimits.tableRows),
  })
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), { path: ['rows'] });
export type ModalTable = z.output<typeof modalTableSchema>;

/** `{}` (the default) or nothing: the modal has no table. */
const isEmptyTable = (value: unknown) =>
  value == null || (typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length);

/** The rows a visitor sees: those that fit, in order (content saved before the rules may not). */
export function readImageRows(value: unknown): ImageRow[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, modalLimits.rows).flatMap((row) => {
    const parsed = imageRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readModalTable(value: unknown): ModalTable | null {
  if (isEmptyTable(value)) return null;
  const parsed = modalTableSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

type Rule = (key: string, values?: Record<string, string | number>) => string;

function rowProblems(value: unknown, rule: Rule): string[] {
  if (!Array.isArray(value)) return [rule('rows_list')];
  const problems = value.length > modalLimits.rows ? [rule('rows_count', { max: modalLimits.rows })] : [];
  value.forEach((row, i) => {
    const parsed = imageRowSchema.safeParse(row);
    if (parsed.success) return;
    const details: string[] = [];
    for (const issue of parsed.error.issues) {
      const key = issue.code === 'unrecognized_keys' ? 'unknown' : issue.path.length ? String(issue.path[0]) : 'shape';
      const detail = rule(`row_${key}`, {
        keys: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '',
        max: key === 'title' ? modalLimits.rowTitle : modalLimits.rowText,
      });
      if (!details.includes(detail)) details.push(detail);
    }
    problems.push(...details.map((detail) => rule('row', { n: i + 1, detail })));
  });
  return problems;
}

function tableProblems(value: unknown, rule: Rule): string[] {
  if (isEmptyTable(value)) return [];
  const parsed = modalTableSchema.safeParse(value);
  if (parsed.success) return [];
  const problems: string[] = [];
  const add = (problem: string) => void (problems.includes(problem) || problems.push(problem));
  for (const issue of parsed.error.issues) {
    const [key, row] = issue.path;
    if (issue.code === 'unrecognized_keys') add(rule('table_unknown', { keys: issue.keys.join(', ') }));
    else if (key === 'caption') add(rule('table_caption', { max: modalLimits.caption }));
    else if (key === 'columns') add(rule('table_columns', { max: modalLimits.columns, length: modalLimits.heading }));
    else if (key === 'rows' && typeof row === 'number') add(rule('table_row', { n: row + 1, length: modalLimits.cell }));
    else if (key === 'rows' && issue.code === 'custom') {
      const { columns, rows } = value as { columns: unknown[]; rows: unknown[] };
      rows.forEach((cells, i) => {
        if (Array.isArray(cells) && cells.length !== columns.length) add(rule('table_row_length', { n: i + 1, columns: columns.length }));
      });
    } else if (key === 'rows') add(rule('table_rows', { max: modalLimits.tableRows }));
    else add(rule('table_shape'));
  }
  return problems;
}

/** What is wrong with the modal's two JSON fields, in Japanese, each message at its field. */
export function modalProblems(fields: { modal_image_rows: unknown; modal_table: unknown }): { path: string[]; message: string }[] {
  const t = getT('ja');
  const rule: Rule = (key, values = {}) => t(`block_rules.inspired_collection.${key}`, values);
  return [
    ...rowProblems(fields.modal_image_rows, rule).map((message) => ({ path: ['fields', 'modal_image_rows'], message })),
    ...tableProblems(fields.modal_table, rule).map((message) => ({ path: ['fields', 'modal_table'], message })),
  ];
}
