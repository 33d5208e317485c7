import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, listings, settings } from '@/db/schema';
import { demoDealers, demoListing, generateDemoVehicles } from './demo-inventory';
import { upsertVehicles } from './upsert.server';

const seededKey = 'system.demo_stock_seeded_at';

/** Demo listing, dealers and `count` vehicles; also used by the benchmarks with 10k/100k. */
export async function seedDemoStock(count = 300, { force = false } = {}): Promise<boolean> {
  const db = await getDb();
  if (!force) {
    const [done] = await db.select().from(settings).where(eq(settings.key, seededKey));
    if (done) return false;
  }
  await db.insert(listings).values({ id: demoListing.id, name: demoListing.name }).onConflictDoNothing();
  await db
    .insert(dealers)
    .values(
      demoDealers.map((d) => ({
        dealerCode: d.dealerCode,
        ciCode: d.ciCode,
        name: d.name,
        ownerMetadata: { display_name_lr: d.name, display_name_jag: d.name.replace('ランドローバー', 'ジャガー') },
        brands: ['land_rover', 'jaguar'],
        state: d.state,
        locality: d.locality,
        postcode: d.postcode,
        address: d.address,
        phone: d.phone,
        email: `${d.dealerCode.toLowerCase()}@dealer.example.jp`,
        openingHours: '10:00〜18:00（火曜・第2水曜定休）',
        latitude: d.lat,
        longitude: d.lng,
      })),
    )
    .onConflictDoNothing();
  await upsertVehicles(demoListing.id, generateDemoVehicles(count), { full: true });
  await db.insert(settings).values({ key: seededKey, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
