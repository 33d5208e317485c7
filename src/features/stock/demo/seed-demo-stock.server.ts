import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, images, listings, settings } from '@/db/schema';
import sharp from 'sharp';
import { storeImage } from '@/features/media/images.server';
import { demoColorPhotos, vehiclePhotoSvg } from './demo-photos';
import { demoDealers, demoListing } from './demo-dealers';
import { generateDemoVehicles } from './demo-inventory';
import { upsertVehicles } from '../import/upsert.server';
import { saveCompanyConfig } from '../company-config.server';

/** One studio photo per body colour, drawn and cut into variants like any uploaded image. */
async function seedDemoPhotos(): Promise<void> {
  const db = await getDb();
  for (const photo of Object.values(demoColorPhotos)) {
    const [exists] = await db.select({ id: images.id }).from(images).where(eq(images.id, photo.id));
    if (exists) continue;
    const png = await sharp(Buffer.from(vehiclePhotoSvg(photo.body)))
      .png()
      .toBuffer();
    await storeImage(png, { id: photo.id, alt: photo.alt, families: ['standard'] });
  }
}

const seededKey = 'system.demo_stock_seeded_at';

/**
 * Demo listing, dealers, photos, `count` vehicles and the showroom config; also used by tests and
 * the benchmarks with 10k/100k. The search page itself is CMS content (`demoStockPage`), saved by
 * the content seed, which may validate blocks.
 */
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
  await seedDemoPhotos();
  await upsertVehicles(demoListing.id, generateDemoVehicles(count), { full: true });
  // Showroom config of the demo market: free reservation (NO_PAYMENT_JAPAN) and the locator features.
  await saveCompanyConfig('all', 'additional', {
    postcode_search: true,
    owner_visible: true,
    display_selected_vehicles: true,
    postcode_filter: true,
  });
  await saveCompanyConfig('all', 'cash', { payment_vendor: 'NO_PAYMENT_JAPAN', reservation_fee: 0, currency: 'JPY' });
  await db.insert(settings).values({ key: seededKey, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
