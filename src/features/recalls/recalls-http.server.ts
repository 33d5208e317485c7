import 'server-only';
import { z } from 'zod';
import { getT } from '@/i18n/i18n';
import { readJsonBody } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';
import type { RecallCampaignRow } from '@/db/schema';
import { checkVehicleList, parseVehicleCsv, recallLimits, type VehicleEntry, type VehicleListResult } from './campaign-input';
import type { CampaignSummary } from './recalls-admin.server';

/** The JSON bodies of /api/recalls/{id}/vehicles: CSV text as the admin screen takes it, or a list. */
const csvBody = z.strictObject({ csv: z.string().max(2_000_000) });
const listBody = z.strictObject({
  vehicles: z
    .array(z.strictObject({ vin: z.string().max(64), remedied: z.boolean().optional() }))
    .min(1)
    .max(recallLimits.vehiclesPerUpload),
});
const removeBody = z.strictObject({ vins: z.array(z.string().max(64)).min(1).max(recallLimits.vehiclesPerUpload) });

/** A CSV upload of 10 000 lines of a VIN and a word is under 300 KB; 2 MB leaves room for quoting and notes. */
const maxBytes = 2_500_000;

function refused(result: Extract<VehicleListResult, { ok: false }>, pointerOf: (line: number) => string): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'The vehicle list contains invalid lines; nothing was changed.',
    result.problems.map(({ line, message }) => ({ pointer: line ? pointerOf(line) : 'body', detail: message })),
  );
}

function checked(
  body: z.infer<typeof csvBody> | { vehicles: { vin: string; remedied?: boolean }[] },
  listPointer: (index: number) => string,
): VehicleEntry[] {
  const t = getT('ja');
  if ('csv' in body) {
    const result = parseVehicleCsv(body.csv, t);
    if (!result.ok) throw refused(result, (line) => `csv.line.${line}`);
    return result.vehicles;
  }
  const result = checkVehicleList(body.vehicles, t);
  if (!result.ok) throw refused(result, (line) => listPointer(line - 1));
  return result.vehicles;
}

/** The vehicles to add (or whose repair state to set), every one checked; 422 naming each bad line otherwise. */
export async function readVehiclesToAdd(request: Request): Promise<VehicleEntry[]> {
  return checked(await readJsonBody(request, z.union([csvBody, listBody]), { maxBytes }), (i) => `vehicles.${i}.vin`);
}

/** The identifiers to remove, normalised; 422 naming each bad one otherwise. */
export async function readVehiclesToRemove(request: Request): Promise<string[]> {
  const body = await readJsonBody(request, z.union([csvBody, removeBody]), { maxBytes });
  const entries = checked('csv' in body ? body : { vehicles: body.vins.map((vin) => ({ vin })) }, (i) => `vins.${i}`);
  return entries.map((entry) => entry.vin);
}

/** A campaign as the API answers it (snake_case, the spec's style). */
export function campaignJson(row: RecallCampaignRow | CampaignSummary) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    remedy: row.remedy,
    starts_on: row.startsOn,
    ...('vehicles' in row ? { vehicles: row.vehicles, remedied: row.remedied } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
