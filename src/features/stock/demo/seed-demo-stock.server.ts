import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, listings, settings } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { drawnAtSeed } from './demo-photos';
import { drawDemoPhotos } from './demo-photo-store.server';
import { demoDealerRows, demoListing } from './demo-dealers';
import { generateDemoVehicles } from './demo-inventory';
import type { FeedRow } from '../import/feed-row';
import { upsertVehicles } from '../import/upsert.server';
import { saveCompanyConfig } from '../company-config.server';

/** The photos every seeded car shows first: its front three-quarter view and its cabin (see `drawnAtSeed`). */
async function seedDemoPhotos(rows: readonly FeedRow[]): Promise<void> {
  await drawDemoPhotos(rows.flatMap((row) => (row.photos ?? []).filter((photo) => drawnAtSeed(photo.image_id))));
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
  await db.insert(dealers).values(demoDealerRows()).onConflictDoNothing();
  const rows = generateDemoVehicles(count);
  await seedDemoPhotos(rows);
  await upsertVehicles(demoListing.id, rows, { full: true });
  // Showroom config of the demo market: free reservation (NO_PAYMENT_JAPAN) and the locator features.
  await saveCompanyConfig(systemActor('demo seed'), 'all', 'additional', {
    postcode_search: true,
    owner_visible: true,
    display_selected_vehicles: true,
    postcode_filter: true,
    // The checkout's options step (service packs; trade-in and booking stay on by default).
    order_online_service_packs: [
      {
        key: 'maintenance_3y',
        name: 'メンテナンスパック（3年）',
        description: '法定点検・オイル交換・消耗品の交換を3年間、正規販売店で。',
        price: 165_000,
      },
      {
        key: 'warranty_plus_2y',
        name: '延長保証（2年）',
        description: 'メーカー保証終了後も、主要部品の修理を2年間保証します。',
        price: 132_000,
      },
      { key: 'coating', name: 'ボディコーティング', description: '新車時の艶を保つガラス系コーティング。', price: 88_000 },
    ],
  });
  await saveCompanyConfig(systemActor('demo seed'), 'all', 'cash', {
    payment_vendor: 'NO_PAYMENT_JAPAN',
    reservation_fee: 0,
    currency: 'JPY',
  });
  // The checkout's introductions per step (decision 0039); the titles stay the translation files'.
  await saveCompanyConfig(systemActor('demo seed'), 'all', 'order_online_steps_page', {
    steps: {
      details: { description: 'ご予約の前に、お車の内容と取り扱い販売店をご確認ください。' },
      options: {
        description: 'お支払い方法と、ご希望のサービスパック・下取り・ご来店日をお選びください。いずれも後から販売店とご相談いただけます。',
      },
      contact: { description: '販売店からのご連絡先です。ご入力いただいた情報は、ご予約の手続きとご連絡にのみ利用します。' },
      terms: { description: 'ご予約の条件をご確認ください。ご予約はお車の確保であり、ご購入の契約ではありません。' },
      payment: { description: '内容をご確認のうえ、ご予約を確定してください。' },
    },
  });
  await db.insert(settings).values({ key: seededKey, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
