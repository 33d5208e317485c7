import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleHolds, vehicles } from '@/db/schema';
import { heldVehicleIds, placeHold, releaseHold, requireOwnHold, sweepExpiredHolds } from '@/features/ordering/holds.server';
import { saveSetting } from '@/features/settings/settings.server';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoStock } from '@/features/stock/demo.server';
import { AppError } from '@/lib/app-error';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();
let cars: number[] = [];

beforeAll(async () => {
  await seedDemoStock(12, { force: true });
  const rows = await db().select({ id: vehicles.id }).from(vehicles).orderBy(vehicles.id);
  await db().update(vehicles).set({ status: 'stock' });
  cars = rows.map((r) => r.id);
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

describe('holding a car', () => {
  it('holds a free car for the configured minutes, and gives the same browser its own hold back', async () => {
    const now = new Date();
    const { hold, created } = await placeHold(cars[0]!, 'browser-a', now);
    expect(created).toBe(true);
    expect(hold).toMatchObject({ vehicleId: cars[0], status: 'active', paymentAuthorised: false });
    expect(hold.expiresAt.getTime()).toBe(minutes(15, now).getTime());
    const again = await placeHold(cars[0]!, 'browser-a', minutes(1, now));
    expect(again).toMatchObject({ created: false, hold: { id: hold.id } });
    expect(await heldVehicleIds([cars[0]!, cars[1]!])).toEqual(new Set([cars[0]]));
  });

  it('refuses everyone else with 409 in Japanese while the hold lasts', async () => {
    const error = await refusal(placeHold(cars[0]!, 'browser-b'));
    expect(error.status).toBe(409);
    expect(error.message).toContain('商談中');
    expect(error.errors).toEqual([{ pointer: 'vehicle_id', detail: 'held' }]);
  });

  it('gives a lapsed hold to the next visitor at once, without waiting for the sweeper', async () => {
    const start = new Date();
    const first = await placeHold(cars[1]!, 'browser-a', start);
    const later = minutes(16, start);
    const second = await placeHold(cars[1]!, 'browser-b', later);
    expect(second.created).toBe(true);
    const [old] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, first.hold.id));
    expect(old).toMatchObject({ status: 'expired' });
    // The first browser is told its hold ended; the second may go on.
    const error = await refusal(requireOwnHold(first.hold.id, 'browser-a', db(), later));
    expect(error.status).toBe(409);
    expect(error.errors[0]).toEqual({ pointer: 'lock_id', detail: 'expired' });
    await expect(requireOwnHold(second.hold.id, 'browser-b', db(), later)).resolves.toMatchObject({ id: second.hold.id });
    // Someone else's lock id is as good as none.
    expect((await refusal(requireOwnHold(second.hold.id, 'browser-a', db(), later))).status).toBe(404);
  });

  it('gives the same browser a new hold when its own has run out (trying again after expiry)', async () => {
    const start = new Date();
    const first = await placeHold(cars[9]!, 'browser-c', start);
    const again = await placeHold(cars[9]!, 'browser-c', minutes(16, start));
    expect(again.created).toBe(true);
    expect(again.hold.id).not.toBe(first.hold.id);
    expect(again.hold.expiresAt.getTime()).toBe(minutes(31, start).getTime());
  });

  it('never gives away a lapsed hold a card payment rests on, and the sweeper leaves it alone', async () => {
    const start = new Date();
    const { hold } = await placeHold(cars[2]!, 'payer', start);
    await db().update(vehicleHolds).set({ paymentAuthorised: true }).where(eq(vehicleHolds.id, hold.id));
    const later = minutes(60, start);
    expect((await refusal(placeHold(cars[2]!, 'someone-else', later))).status).toBe(409);
    await sweepExpiredHolds(later);
    const [row] = await db().select().from(vehicleHolds).where(eq(vehicleHolds.id, hold.id));
    expect(row!.status).toBe('active');
  });

  it('sweeps lapsed holds nobody came back for, and the car shows as free again', async () => {
    const start = new Date();
    await placeHold(cars[3]!, 'leaver', start);
    expect(await heldVehicleIds([cars[3]!])).toEqual(new Set([cars[3]]));
    expect(await sweepExpiredHolds(minutes(20, start))).toBeGreaterThanOrEqual(1);
    expect(await heldVehicleIds([cars[3]!])).toEqual(new Set());
  });

  it('frees the car when the visitor gives it up', async () => {
    const { hold } = await placeHold(cars[4]!, 'quitter');
    await releaseHold(hold.id, 'not-the-holder');
    expect((await refusal(placeHold(cars[4]!, 'next'))).status).toBe(409);
    await releaseHold(hold.id, 'quitter');
    expect((await placeHold(cars[4]!, 'next')).created).toBe(true);
  });

  it('refuses a reserved or sold car (409) and an unknown or unlisted one (404)', async () => {
    await db().update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, cars[5]!));
    const sold = await refusal(placeHold(cars[5]!, 'x'));
    expect(sold.status).toBe(409);
    expect(sold.errors).toEqual([{ pointer: 'vehicle_id', detail: 'unavailable' }]);
    expect((await refusal(placeHold(999_999, 'x'))).status).toBe(404);
    await db().update(vehicles).set({ listed: false }).where(eq(vehicles.id, cars[6]!));
    expect((await refusal(placeHold(cars[6]!, 'x'))).status).toBe(404);
  });

  it('takes the hold time from settings', async () => {
    await saveSetting(systemActor('test'), 'ordering.hold_minutes', '5');
    const now = new Date();
    const { hold } = await placeHold(cars[7]!, 'quick', now);
    expect(hold.expiresAt.getTime()).toBe(minutes(5, now).getTime());
  });

  it('lets exactly one of many simultaneous attempts win', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => placeHold(cars[8]!, `racer-${i}`)));
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((l) => (l.reason as AppError).status)).toEqual(lost.map(() => 409));
    const active = await db().select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, cars[8]!));
    expect(active.filter((h) => h.status === 'active')).toHaveLength(1);
  });
});
