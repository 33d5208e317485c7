import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { recallCampaigns } from '@/db/schema';
import type { Actor } from '@/features/auth/permissions';
import { demoRecalls } from './demo-recalls';
import { addRecallVehicles, createRecallCampaign } from './recalls-admin.server';

/** The demo site's recall list, through the same checks and audit as the admin; skips codes that exist. */
export async function seedDemoRecalls(actor: Actor): Promise<number> {
  const db = await getDb();
  const existing = new Set(
    (
      await db
        .select({ code: recallCampaigns.code })
        .from(recallCampaigns)
        .where(
          inArray(
            recallCampaigns.code,
            demoRecalls.map((r) => r.campaign.code),
          ),
        )
    ).map((row) => row.code),
  );
  let created = 0;
  for (const { campaign, vehicles } of demoRecalls) {
    if (existing.has(campaign.code)) continue;
    const row = await createRecallCampaign(actor, campaign);
    await addRecallVehicles(actor, row.id, vehicles);
    created += 1;
  }
  return created;
}
