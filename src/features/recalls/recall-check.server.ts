import 'server-only';
import { and, desc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { recallCampaigns, recallVehicles } from '@/db/schema';
import { getT } from '@/i18n/i18n';
import { requireSameOrigin } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';
import { clientAddress, enforceRateLimit } from '@/lib/rate-limit.server';
import { recallStatus, type RecallCheck } from './recall-status';
import { checkVehicleId, vehicleIdProblemKey } from './vin';

const jstDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Japan as YYYY-MM-DD, whatever the server's time zone. */
export function todayInJapan(now: Date): string {
  return jstDay.format(now);
}

/** What a visitor sends to be checked, as JSON to the API or as the block's form. */
export const recallCheckInput = z.strictObject({ vin: z.string().max(200) });

/**
 * Whether a visitor's check may go ahead, by the API or by the block's form alike (decision 0065):
 * refused from other sites (Origin / Sec-Fetch-Site, as the lead forms are), then counted against
 * the public API's per-client budget and a tighter one of its own (30 checks in 10 minutes), so
 * nobody walks through serial numbers by switching from one way in to the other.
 */
export async function admitRecallCheck(request: Request): Promise<void> {
  requireSameOrigin(request);
  await enforceRateLimit('publicApi', clientAddress(request));
  await enforceRateLimit('recallChecksPerClient', clientAddress(request));
}

/**
 * The visitor's check (decision 0065): the identifier typed, checked and normalised as the island
 * did, looked up across the campaigns that have started (in Japan's calendar). A bad identifier is
 * a 422 with the Japanese message at `vin`. Anonymous: it says only what the owner's letter says.
 */
export async function checkRecalls(raw: string, now = new Date()): Promise<RecallCheck> {
  const checked = checkVehicleId(raw);
  if (!checked.ok) {
    throw new AppError('VALIDATION_FAILED', 'The request contains invalid values.', [
      { pointer: 'vin', detail: getT('ja')(vehicleIdProblemKey(checked.problem), { length: checked.length ?? 0 }) },
    ]);
  }
  const db = await getDb();
  const campaigns = await db
    .select({
      code: recallCampaigns.code,
      title: recallCampaigns.title,
      description: recallCampaigns.description,
      remedy: recallCampaigns.remedy,
      starts_on: recallCampaigns.startsOn,
      remedied: recallVehicles.remedied,
    })
    .from(recallVehicles)
    .innerJoin(recallCampaigns, eq(recallCampaigns.id, recallVehicles.campaignId))
    .where(and(eq(recallVehicles.vin, checked.id), lte(recallCampaigns.startsOn, todayInJapan(now))))
    .orderBy(desc(recallCampaigns.startsOn), desc(recallCampaigns.id));
  return { vehicle_id: checked.id, kind: checked.kind, status: recallStatus(campaigns), campaigns };
}
