import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { recallCampaigns, recallVehicles, type RecallCampaignRow, type RecallVehicleRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { validationError } from '@/lib/problem.server';
import { campaignInputSchema, type CampaignInput, type VehicleEntry } from './campaign-input';

/**
 * Managing the recall list (decision 0065). It is site data at the settings level: reading needs
 * `settings.read`, changing it `settings.manage`. Every change is audited in its transaction. The
 * visitor's check reads the tables directly (recall-check.server.ts), so there is no cache to clear.
 */
export interface CampaignSummary extends RecallCampaignRow {
  vehicles: number;
  remedied: number;
}

/** Stops the audit log from holding a whole upload: the first identifiers, then how many more. */
const auditedVehicles = 1000;

function summaryColumns() {
  return {
    vehicles: sql<number>`count(${recallVehicles.vin})::int`,
    remedied: sql<number>`count(${recallVehicles.vin}) filter (where ${recallVehicles.remedied})::int`,
  };
}

/** Every campaign, the latest start first, with how many vehicles it covers and how many are repaired. */
export async function listRecallCampaigns(actor: Actor): Promise<CampaignSummary[]> {
  assertCan(actor, 'settings.read');
  const db = await getDb();
  const rows = await db
    .select({ campaign: recallCampaigns, ...summaryColumns() })
    .from(recallCampaigns)
    .leftJoin(recallVehicles, eq(recallVehicles.campaignId, recallCampaigns.id))
    .groupBy(recallCampaigns.id)
    .orderBy(desc(recallCampaigns.startsOn), desc(recallCampaigns.id));
  return rows.map(({ campaign, vehicles, remedied }) => ({ ...campaign, vehicles, remedied }));
}

/** One campaign and its first `limit` vehicles in identifier order. */
export async function getRecallCampaign(
  actor: Actor,
  id: number,
  { limit = 200 }: { limit?: number } = {},
): Promise<{ campaign: CampaignSummary; vehicles: RecallVehicleRow[] }> {
  assertCan(actor, 'settings.read');
  const db = await getDb();
  const [row] = await db
    .select({ campaign: recallCampaigns, ...summaryColumns() })
    .from(recallCampaigns)
    .leftJoin(recallVehicles, eq(recallVehicles.campaignId, recallCampaigns.id))
    .where(eq(recallCampaigns.id, id))
    .groupBy(recallCampaigns.id);
  if (!row) throw notFound(id);
  const vehicles = await db
    .select()
    .from(recallVehicles)
    .where(eq(recallVehicles.campaignId, id))
    .orderBy(asc(recallVehicles.vin))
    .limit(limit);
  return { campaign: { ...row.campaign, vehicles: row.vehicles, remedied: row.remedied }, vehicles };
}

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', `No recall campaign with id ${id}.`);
}

function codeTaken(code: string): AppError {
  return new AppError('CONFLICT', `Another recall campaign already has the code ${code}.`, [
    { pointer: 'code', detail: getT('ja')('owner_tools.admin.errors.code_taken', { code }) },
  ]);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function createRecallCampaign(actor: Actor, input: CampaignInput): Promise<RecallCampaignRow> {
  assertCan(actor, 'settings.manage');
  const parsed = campaignInputSchema(getT('ja')).safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { code, title, description, remedy, starts_on: startsOn } = parsed.data;
  const values = { code, title, description, remedy, startsOn };
  const db = await getDb();
  return db
    .transaction(async (tx) => {
      const [created] = await tx.insert(recallCampaigns).values(values).returning();
      await recordAudit(actor, 'recalls.create', 'recall_campaign', created!.id, null, values, tx);
      return created!;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken(code) : error;
    });
}

/** Removes a campaign with its vehicles. */
export async function deleteRecallCampaign(actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'settings.manage');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(recallVehicles).where(eq(recallVehicles.campaignId, id));
    const [before] = await tx.delete(recallCampaigns).where(eq(recallCampaigns.id, id)).returning();
    if (!before) throw notFound(id);
    await recordAudit(actor, 'recalls.delete', 'recall_campaign', id, { ...before, vehicles: n }, null, tx);
  });
}

/** Holds the campaign until the transaction ends, so that it cannot be deleted under a change of its vehicles; 404 when it is gone. */
async function lockCampaign(tx: DbOrTx, campaignId: number): Promise<void> {
  const [campaign] = await tx
    .select({ id: recallCampaigns.id })
    .from(recallCampaigns)
    .where(eq(recallCampaigns.id, campaignId))
    .for('update');
  if (!campaign) throw notFound(campaignId);
}

export interface VehiclesAdded {
  /** Vehicles new to the campaign. */
  added: number;
  /** Vehicles it had, whose repair state changed. */
  updated: number;
  /** Vehicles it had, unchanged. */
  unchanged: number;
}

/** Rows per INSERT: far below PostgreSQL's bind-parameter limit at three columns a row. */
const batchSize = 1000;

/** Adds vehicles to a campaign, or sets the repair state of those it has (checked entries, see campaign-input.ts). */
export async function addRecallVehicles(
  actor: Actor,
  campaignId: number,
  vehicles: VehicleEntry[],
  now = new Date(),
): Promise<VehiclesAdded> {
  assertCan(actor, 'settings.manage');
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCampaign(tx, campaignId);
    const before = new Map<string, boolean>();
    for (let i = 0; i < vehicles.length; i += batchSize) {
      const vins = vehicles.slice(i, i + batchSize).map((v) => v.vin);
      const rows = await tx
        .select({ vin: recallVehicles.vin, remedied: recallVehicles.remedied })
        .from(recallVehicles)
        .where(and(eq(recallVehicles.campaignId, campaignId), inArray(recallVehicles.vin, vins)));
      for (const row of rows) before.set(row.vin, row.remedied);
    }
    const changed = vehicles.filter((v) => before.get(v.vin) !== v.remedied);
    for (let i = 0; i < changed.length; i += batchSize) {
      await tx
        .insert(recallVehicles)
        .values(changed.slice(i, i + batchSize).map((v) => ({ campaignId, vin: v.vin, remedied: v.remedied, updatedAt: now })))
        .onConflictDoUpdate({
          target: [recallVehicles.campaignId, recallVehicles.vin],
          set: { remedied: sql`excluded.remedied`, updatedAt: now },
        });
    }
    const added = changed.filter((v) => !before.has(v.vin));
    const updated = changed.filter((v) => before.has(v.vin));
    const result = { added: added.length, updated: updated.length, unchanged: vehicles.length - changed.length };
    if (changed.length) {
      await recordAudit(
        actor,
        'recalls.vehicles_add',
        'recall_campaign',
        campaignId,
        null,
        { ...result, vehicles: changed.slice(0, auditedVehicles), more: Math.max(0, changed.length - auditedVehicles) },
        tx,
      );
    }
    return result;
  });
}

/** Removes these identifiers (stored form) from a campaign; says which it did not have. */
export async function removeRecallVehicles(
  actor: Actor,
  campaignId: number,
  vins: string[],
): Promise<{ removed: number; notFound: string[] }> {
  assertCan(actor, 'settings.manage');
  const unique = [...new Set(vins)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCampaign(tx, campaignId);
    const removed: string[] = [];
    for (let i = 0; i < unique.length; i += batchSize) {
      const rows = await tx
        .delete(recallVehicles)
        .where(and(eq(recallVehicles.campaignId, campaignId), inArray(recallVehicles.vin, unique.slice(i, i + batchSize))))
        .returning({ vin: recallVehicles.vin });
      removed.push(...rows.map((r) => r.vin));
    }
    if (removed.length) {
      await recordAudit(
        actor,
        'recalls.vehicles_remove',
        'recall_campaign',
        campaignId,
        { vehicles: removed.slice(0, auditedVehicles), more: Math.max(0, removed.length - auditedVehicles) },
        null,
        tx,
      );
    }
    const gone = new Set(removed);
    return { removed: removed.length, notFound: unique.filter((vin) => !gone.has(vin)) };
  });
}
