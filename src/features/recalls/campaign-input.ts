import { z } from 'zod';
import type { Translate } from '@/i18n/i18n';
import { checkVehicleId, vehicleIdProblemKey } from './vin';

/**
 * What staff send to manage the recall list (decision 0065): a campaign, and the vehicles it
 * covers as a list or as CSV text (pasted from Excel, or a file). Messages are in Japanese; the API
 * answers them at the field's pointer, the admin screen beside the field.
 */
export const recallLimits = { code: 40, title: 200, text: 4000, vehiclesPerUpload: 10_000, listedProblems: 20 } as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function campaignInputSchema(t: Translate) {
  const m = (key: string, values?: Record<string, unknown>) => t(`owner_tools.admin.errors.${key}`, values);
  const text = (max: number, required: boolean) =>
    z
      .string(m('text'))
      .transform((value) => value.trim())
      .pipe(required ? z.string().min(1, m('required')).max(max, m('too_long', { max })) : z.string().max(max, m('too_long', { max })));
  return z.strictObject({
    code: text(recallLimits.code, true).pipe(z.string().regex(/^[^\p{Cc}\s]+$/u, m('code'))),
    title: text(recallLimits.title, true),
    description: text(recallLimits.text, false).default(''),
    remedy: text(recallLimits.text, false).default(''),
    starts_on: z.string(m('required')).trim().refine(isCalendarDay, m('date')),
  });
}
export type CampaignInput = z.input<ReturnType<typeof campaignInputSchema>>;
export type CheckedCampaignInput = z.output<ReturnType<typeof campaignInputSchema>>;

export interface VehicleEntry {
  vin: string;
  remedied: boolean;
}

export interface ListProblem {
  /** 1-based line of the CSV, or position in the list. */
  line: number;
  message: string;
}

export type VehicleListResult = { ok: true; vehicles: VehicleEntry[] } | { ok: false; problems: ListProblem[] };

const remediedWords = new Map<string, boolean>([
  ['', false],
  ['0', false],
  ['FALSE', false],
  ['NO', false],
  ['未', false],
  ['未実施', false],
  ['未改修', false],
  ['1', true],
  ['TRUE', true],
  ['YES', true],
  ['済', true],
  ['実施済', true],
  ['改修済', true],
  ['対策済', true],
  ['REMEDIED', true],
]);

/** The second column: done or not, in the words a service department's sheet uses. */
export function readRemedied(cell: string | undefined): boolean | undefined {
  return remediedWords.get((cell ?? '').normalize('NFKC').trim().replace(/み$/, '').toUpperCase());
}

const headerWords = new Set(['VIN', '車台番号', 'VIN(車台番号)', '車台番号(VIN)']);

/**
 * CSV text (comma or tab separated, Excel's BOM and quotes allowed) of `VIN[,remedied]` lines. A
 * header line is skipped; blank lines are ignored; a vehicle listed twice counts once, its last
 * line winning. Any bad line refuses the whole list, naming the first `listedProblems` lines.
 */
export function parseVehicleCsv(text: string, t: Translate): VehicleListResult {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ line: i + 1, cells: line.split(/[,\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')) }))
    .filter(({ cells }) => cells.some(Boolean));
  const first = rows[0];
  if (first && headerWords.has(first.cells[0]!.normalize('NFKC').replace(/\s/g, '').toUpperCase())) rows.shift();
  return checkEntries(
    rows.map(({ line, cells }) => ({
      line,
      vin: cells[0] ?? '',
      remedied: cells[1],
      extra: cells.length > 2 && cells.slice(2).some(Boolean),
    })),
    t,
  );
}

/** The same checks for a list sent as JSON (`{ vin, remedied }` items). */
export function checkVehicleList(items: { vin: string; remedied?: boolean }[], t: Translate): VehicleListResult {
  return checkEntries(
    items.map((item, i) => ({ line: i + 1, vin: item.vin, remedied: item.remedied ?? false, extra: false })),
    t,
  );
}

function checkEntries(
  entries: { line: number; vin: string; remedied: string | boolean | undefined; extra: boolean }[],
  t: Translate,
): VehicleListResult {
  const m = (key: string, values?: Record<string, unknown>) => t(`owner_tools.admin.errors.${key}`, values);
  if (!entries.length) return { ok: false, problems: [{ line: 0, message: m('no_vehicles') }] };
  if (entries.length > recallLimits.vehiclesPerUpload) {
    return { ok: false, problems: [{ line: 0, message: m('too_many_vehicles', { max: recallLimits.vehiclesPerUpload }) }] };
  }
  const problems: ListProblem[] = [];
  const vehicles = new Map<string, boolean>();
  for (const { line, vin, remedied, extra } of entries) {
    const checked = checkVehicleId(vin);
    const done = typeof remedied === 'boolean' ? remedied : readRemedied(remedied);
    const problem = !checked.ok
      ? t(vehicleIdProblemKey(checked.problem), { length: checked.length ?? 0 })
      : done === undefined
        ? m('remedied', { value: remedied })
        : extra
          ? m('columns')
          : null;
    if (problem) problems.push({ line, message: m('line', { line, problem }) });
    else if (checked.ok) {
      // A later line of the same vehicle wins: Map keeps the first position, so delete first.
      vehicles.delete(checked.id);
      vehicles.set(checked.id, done!);
    }
  }
  if (problems.length > recallLimits.listedProblems) {
    const more = problems.length - recallLimits.listedProblems;
    return {
      ok: false,
      problems: [...problems.slice(0, recallLimits.listedProblems), { line: 0, message: m('more_problems', { n: more }) }],
    };
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, vehicles: [...vehicles].map(([vin, isRemedied]) => ({ vin, remedied: isRemedied })) };
}
