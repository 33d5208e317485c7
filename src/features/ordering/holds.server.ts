import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { vehicleHolds, type VehicleHoldRow } from '@/db/schema';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { cacheTags } from '@/lib/cache-tags';
import { cached, invalidateTags } from '@/lib/cache.server';
import { logger } from '@/lib/logger.server';

/**
 * Holding a car while one visitor reserves it (issue 10, the soft lock of site.md §4).
 *
 * The database decides who holds a car: `vehicle_holds_one_active` allows one active row per
 * vehicle, so of any number of simultaneous attempts on any number of instances exactly one
 * insert succeeds and the others are told 409. A hold that has run out is ended in the
 * transaction that takes the car for the next visitor, so expiry never waits for the sweeper;
 * the sweeper only tidies up holds nobody asked for again, and never one a card payment rests on.
 */

/** Statuses of a car that may not be reserved at all, hold or no hold (placeHold's SQL says the same). */
const unavailableStatuses: readonly string[] = ['reserved', 'sold'];

export function isUnavailableStatus(status: string): boolean {
  return unavailableStatuses.includes(status);
}

export function holderHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export type HoldOutcome = { hold: VehicleHoldRow; created: boolean };

/** Why a car cannot be held, as the 409's message says it (Japanese, from the translation files). */
function conflict(reason: 'held' | 'unavailable'): AppError {
  const t = getT('ja');
  return new AppError('CONFLICT', t(reason === 'held' ? 'ordering.errors.held' : 'ordering.errors.unavailable'), [
    { pointer: 'vehicle_id', detail: reason },
  ]);
}

/**
 * Holds `vehicleId` for the browser whose secret this is, for the configured minutes. The same
 * browser asking again gets its own hold back (a reload, a second tab), not a conflict.
 */
export async function placeHold(vehicleId: number, holderSecret: string, now = new Date()): Promise<HoldOutcome> {
  const minutes = await getSetting('ordering.hold_minutes');
  const hash = holderHash(holderSecret);
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  // One round trip: take the car if it is listed and free (the partial unique index refuses a
  // second active hold), and read in the same statement what a refusal needs — the car and the
  // hold in the way. 199 of 200 simultaneous visitors are answered from this one statement.
  const attempt = async (q: DbOrTx) => {
    const { rows } = await q.execute<{ kind: 'taken' | 'car' | 'current'; row: Record<string, unknown> }>(sql`
      with taken as (
        insert into vehicle_holds (vehicle_id, holder_hash, expires_at)
        select v.id, ${hash}, ${expiresAt} from vehicles v
         where v.id = ${vehicleId} and v.listed and v.status not in ('reserved', 'sold')
        on conflict (vehicle_id) where status = 'active' do nothing
        returning *)
      select 'taken' as kind, row_to_json(taken) as row from taken
      union all
      select 'car', json_build_object('status', status, 'listed', listed) from vehicles where id = ${vehicleId}
      union all
      select 'current', row_to_json(h) from vehicle_holds h where h.vehicle_id = ${vehicleId} and h.status = 'active'`);
    const of = (kind: string) => rows.find((r) => r.kind === kind)?.row;
    const taken = of('taken');
    const current = of('current');
    return {
      taken: taken ? holdFromJson(taken) : null,
      car: of('car') as { status: string; listed: boolean } | undefined,
      current: current ? holdFromJson(current) : null,
    };
  };
  let outcome = await attempt(db);
  const lapsed = (h: VehicleHoldRow) => h.expiresAt <= now && !h.paymentAuthorised;
  if (!outcome.taken && outcome.current && lapsed(outcome.current)) {
    // Refused by a hold that has run out (anyone's, this browser's too): end it and take the car,
    // together. Of several visitors arriving after a lapse, the row lock lets exactly one end it.
    const ended = outcome.current.id;
    outcome = await db.transaction(async (tx) => {
      await tx
        .update(vehicleHolds)
        .set({ status: 'expired', endedAt: now })
        .where(and(eq(vehicleHolds.id, ended), eq(vehicleHolds.status, 'active'), eq(vehicleHolds.paymentAuthorised, false)));
      // Ended here, or a moment before by another visitor (who now holds the car) or the sweeper
      // (and nobody does): asking again tells which, so a car nobody holds is never refused.
      return attempt(tx);
    });
  }
  if (outcome.taken) {
    await invalidateTags(cacheTags.hold(vehicleId));
    return { hold: outcome.taken, created: true };
  }
  const { car, current } = outcome;
  if (!car || !car.listed) throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.not_found'));
  if (isUnavailableStatus(car.status)) throw conflict('unavailable');
  if (current && current.holderHash === hash && !lapsed(current)) return { hold: current, created: false };
  // Somebody else's hold — or one committed a moment after this statement began, which it could not see.
  throw conflict('held');
}

/** A hold as `row_to_json` gives it (snake_case, timestamps as text). */
function holdFromJson(row: Record<string, unknown>): VehicleHoldRow {
  return {
    id: String(row.id),
    vehicleId: Number(row.vehicle_id),
    holderHash: String(row.holder_hash),
    status: row.status as VehicleHoldRow['status'],
    expiresAt: new Date(String(row.expires_at)),
    paymentAuthorised: row.payment_authorised === true,
    draft: (row.draft ?? {}) as VehicleHoldRow['draft'],
    createdAt: new Date(String(row.created_at)),
    endedAt: row.ended_at ? new Date(String(row.ended_at)) : null,
  };
}

/**
 * The caller's own active hold, or a 409 saying it has run out (the soft-lock-expired state).
 * Used by every later step of the checkout, so nothing is done for a browser that lost the car.
 */
export async function requireOwnHold(holdId: string, holderSecret: string, db: DbOrTx, now = new Date()): Promise<VehicleHoldRow> {
  const [hold] = await db.select().from(vehicleHolds).where(eq(vehicleHolds.id, holdId));
  if (!hold || hold.holderHash !== holderHash(holderSecret)) {
    throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.hold_not_found'), [{ pointer: 'lock_id', detail: 'unknown' }]);
  }
  if (hold.status !== 'active' || (hold.expiresAt <= now && !hold.paymentAuthorised)) {
    throw new AppError('CONFLICT', getT('ja')('ordering.errors.hold_expired'), [{ pointer: 'lock_id', detail: 'expired' }]);
  }
  return hold;
}

/** The visitor gives the car up (leaves the checkout): it is free again at once. */
export async function releaseHold(holdId: string, holderSecret: string): Promise<void> {
  const db = await getDb();
  const [released] = await db
    .update(vehicleHolds)
    .set({ status: 'released', endedAt: new Date() })
    .where(
      and(
        eq(vehicleHolds.id, holdId),
        eq(vehicleHolds.holderHash, holderHash(holderSecret)),
        eq(vehicleHolds.status, 'active'),
        eq(vehicleHolds.paymentAuthorised, false),
      ),
    )
    .returning({ vehicleId: vehicleHolds.vehicleId });
  if (released) await invalidateTags(cacheTags.hold(released.vehicleId));
}

/** Ends every lapsed hold no payment rests on; returns how many (the jobs worker calls it). */
export async function sweepExpiredHolds(now = new Date()): Promise<number> {
  const db = await getDb();
  const ended = await db
    .update(vehicleHolds)
    .set({ status: 'expired', endedAt: now })
    .where(and(eq(vehicleHolds.status, 'active'), lte(vehicleHolds.expiresAt, now), eq(vehicleHolds.paymentAuthorised, false)))
    .returning({ vehicleId: vehicleHolds.vehicleId });
  if (ended.length) {
    logger.info({ count: ended.length }, 'expired vehicle holds released');
    await invalidateTags(...new Set(ended.map((h) => cacheTags.hold(h.vehicleId))));
  }
  return ended.length;
}

/**
 * An order changed a car's status (reserved, or back on sale): its page, its listing's searches
 * and its hold state are dropped, and every instance patches its facet index in place.
 */
export function announceVehicleStatus(listingId: string, vehicleId: number, status: 'reserved' | 'stock'): Promise<void> {
  return invalidateTags(
    cacheTags.stock(listingId),
    cacheTags.vehicle(vehicleId),
    cacheTags.hold(vehicleId),
    cacheTags.vehicleStatus(listingId, vehicleId, status),
  );
}

/**
 * Which of these cars someone is holding right now (shown as 商談中 on cards and vehicle pages).
 * Cached per set of cars and dropped when one of them is held or freed, on every instance.
 */
export function heldVehicleIds(ids: readonly number[], now = new Date()): Promise<Set<number>> {
  if (!ids.length) return Promise.resolve(new Set());
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return cached(`holds:${sorted.join(',')}`, sorted.map(cacheTags.hold), async () => {
    const db = await getDb();
    const rows = await db
      .select({ vehicleId: vehicleHolds.vehicleId })
      .from(vehicleHolds)
      .where(
        and(
          eq(vehicleHolds.status, 'active'),
          inArray(vehicleHolds.vehicleId, sorted),
          sql`(${vehicleHolds.expiresAt} > ${now} or ${vehicleHolds.paymentAuthorised})`,
        ),
      );
    return new Set(rows.map((r) => r.vehicleId));
  });
}
