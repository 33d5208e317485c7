import 'server-only';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { images, settings } from '@/db/schema';
import { createMetahead } from '@/features/metaheads/metaheads-admin.server';
import { replaceNavTree } from '@/features/navigation/navigation.server';
import { storeImage } from '@/features/media/images.server';
import { savePage } from '@/features/pages/pages.server';
import { saveSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import { demoImageSvg, demoImages } from './demo-images';
import { demoMetaheads, demoNav, demoPages, demoSettings } from './demo-content';

const seededKey = 'system.demo_seeded_at';

/** Fills demo content once, on the first start of an empty database. */
export async function seedDemoContent(): Promise<boolean> {
  const db = await getDb();
  const [done] = await db.select().from(settings).where(eq(settings.key, seededKey));
  if (done) return false;
  const started = Date.now();
  for (const image of demoImages) {
    const [exists] = await db.select({ id: images.id }).from(images).where(eq(images.id, image.id));
    if (exists) continue;
    const png = await sharp(Buffer.from(demoImageSvg(image))).png().toBuffer();
    await storeImage(png, { id: image.id, alt: image.alt, families: ['standard'] });
  }
  for (const [key, value] of Object.entries(demoSettings)) await saveSetting(key, JSON.stringify(value));
  for (const page of demoPages) await savePage(page);
  await replaceNavTree(demoNav);
  for (const metahead of demoMetaheads) await createMetahead(metahead);
  await saveSetting(seededKey, new Date().toISOString());
  logger.info({ ms: Date.now() - started }, 'demo content seeded');
  return true;
}
