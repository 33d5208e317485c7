import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, images, listings, settings } from '@/db/schema';
import sharp from 'sharp';
import { storeImage } from '@/features/media/images.server';
import { demoColorPhotos, vehiclePhotoSvg } from './demo-photos';
import { demoDealers, demoListing, generateDemoVehicles } from './demo-inventory';
import { upsertVehicles } from './upsert.server';
import { saveCompanyConfig } from './company-config.server';
import { getNavTree, replaceNavTree } from '@/features/navigation/navigation.server';
import { pageExists, savePage } from '@/features/pages/pages.server';
import { blockRegistry } from '@/blocks/registry';

export const stockPagePath = '/stock';

/** One studio photo per body colour, drawn and cut into variants like any uploaded image. */
async function seedDemoPhotos(): Promise<void> {
  const db = await getDb();
  for (const photo of Object.values(demoColorPhotos)) {
    const [exists] = await db.select({ id: images.id }).from(images).where(eq(images.id, photo.id));
    if (exists) continue;
    const png = await sharp(Buffer.from(vehiclePhotoSvg(photo.body))).png().toBuffer();
    await storeImage(png, { id: photo.id, alt: photo.alt, families: ['standard'] });
  }
}

/** The demo site's search page and its navigation entry. */
async function seedStockPage(): Promise<void> {
  if (!(await pageExists(stockPagePath))) {
    await savePage({
      path: stockPagePath,
      title: '在庫車検索',
      meta_description: '全国の正規販売店の新車・認定中古車・中古車の在庫を検索。支払総額で比較できます。',
      page_type: 'page',
      status: 'published',
      disable_seo_tracking: false,
      http_code: 301,
      link_new_window: false,
      blocks: [{ template_key: 'stock_locator', active_positions: [], content: { fields: { ...blockRegistry.stock_locator.defaultContent.fields }, field_groups: [] } }],
    });
  }
  const nav = await getNavTree();
  if (!nav.some((entry) => entry.url === stockPagePath)) {
    const tree = nav.map((e) => ({ label: e.label, url: e.url, children: e.children.map((c) => ({ label: c.label, url: c.url })) }));
    tree.splice(1, 0, { label: '在庫車検索', url: stockPagePath, children: [] });
    await replaceNavTree(tree);
  }
}

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
  await seedDemoPhotos();
  await upsertVehicles(demoListing.id, generateDemoVehicles(count), { full: true });
  await seedStockPage();
  // Showroom config of the demo market: free reservation (NO_PAYMENT_JAPAN) and the locator features.
  await saveCompanyConfig('all', 'additional', { postcode_search: true, owner_visible: true, display_selected_vehicles: true, postcode_filter: true });
  await saveCompanyConfig('all', 'cash', { payment_vendor: 'NO_PAYMENT_JAPAN', reservation_fee: 0, currency: 'JPY' });
  await db.insert(settings).values({ key: seededKey, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
