import 'server-only';
import { and, desc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { recallCampaigns, recallVehicles } from '@/db/schema';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { recallStatus, type RecallCheck } from './recall-status';
import { checkVehicleId, vehicleIdProblemKey } from './vin';

const jstDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Japan as YYYY-MM-DD, whatever the server's time zone. */
export function todayInJapan(now: Date): string {
  return jstDay.format(now);
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
