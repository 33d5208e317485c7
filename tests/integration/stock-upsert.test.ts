import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client.server';
import { vehicles } from '@/db/schema';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { upsertVehicles } from '@/features/stock/import.server';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
const feed = generateDemoVehicles(30);

beforeAll(async () => {
  await seedDemoStock(0, { force: true });
});

async function listedCount() {
  const db = await getDb();
  return (
    await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.listingId, 'jp-main'), eq(vehicles.listed, true)))
  ).length;
}

describe('stock feed upsert', () => {
  it('inserts, then updates by listing and VIN', async () => {
    expect(await upsertVehicles('jp-main', feed, { full: true })).toEqual({ inserted: 30, updated: 0, unlisted: 0 });
    const changed = feed.map((r, i) => (i === 0 ? { ...r, status: 'sold' as const } : r));
    expect(await upsertVehicles('jp-main', changed, { full: false })).toEqual({ inserted: 0, updated: 30, unlisted: 0 });
    const db = await getDb();
    const [first] = await db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.vin, feed[0]!.vin));
    expect(first!.status).toBe('sold');
  });

  it('a full feed marks vehicles that disappeared as no longer listed', async () => {
    const outcome = await upsertVehicles('jp-main', feed.slice(0, 20), { full: true });
    expect(outcome).toEqual({ inserted: 0, updated: 20, unlisted: 10 });
    expect(await listedCount()).toBe(20);
    // A partial feed leaves the others alone.
    await upsertVehicles('jp-main', feed.slice(20, 25), { full: false });
    expect(await listedCount()).toBe(25);
  });

  it('refuses a feed naming an unknown dealer and changes nothing', async () => {
    const before = await listedCount();
    const bad = [{ ...feed[0]!, dealer_code: 'NOPE', status: 'demo' as const }];
    await expect(upsertVehicles('jp-main', bad, { full: true })).rejects.toMatchObject({
      status: 422,
      errors: [{ pointer: 'rows.1.dealer_code', detail: 'unknown dealer NOPE' }],
    });
    expect(await listedCount()).toBe(before);
    const db = await getDb();
    const [first] = await db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.vin, feed[0]!.vin));
    expect(first!.status).not.toBe('demo');
  });
});
