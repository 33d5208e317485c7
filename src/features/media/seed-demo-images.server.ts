import 'server-only';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/db/client.server';
import { images } from '@/db/schema';
import { demoImageSvg, demoImages } from './demo-images';
import { systemActor } from '@/features/auth/permissions';
import { storeImage } from './images.server';

/** Draws the demo photographs and stores them through the normal pipeline (skips those present). */
export async function seedDemoImages(): Promise<void> {
  const db = await getDb();
  for (const image of demoImages) {
    const [exists] = await db.select({ id: images.id }).from(images).where(eq(images.id, image.id));
    if (exists) continue;
    const png = await sharp(Buffer.from(demoImageSvg(image)))
      .png()
      .toBuffer();
    await storeImage(systemActor('demo seed'), png, { id: image.id, alt: image.alt, families: ['standard'] });
  }
}
