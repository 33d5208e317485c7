import 'server-only';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/db/client.server';
import { images, imageVariants } from '@/db/schema';
import { encodeVariants, type EncodedImage } from '@/features/media/encode.server';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { demoPhotoCache, demoPhotoCacheKey } from './demo-photo-cache.server';
import { demoItemPrefix, demoPhotoSubject, demoPhotoSvg, storedAltOf } from './demo-photos';

type PhotoRef = { image_id: number; alt?: string };

/**
 * Flat vector drawings gain next to nothing from AVIF over WebP, and AVIF is three quarters of the
 * encoding time (1.6 of 2.1 s per drawing here): without it a fresh demo site seeds in about a third
 * of the time. Uploaded photographs keep every format.
 */
const demoPhotoFormats = ['webp', 'jpeg'] as const;

/** Drawings under way in this process, so two requests for one new car draw its photos once. */
const drawing = new Map<number, Promise<void>>();
const cache = demoPhotoCache();

async function storedIds(ids: number[]): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db.select({ id: images.id }).from(images).where(inArray(images.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The drawing cut into the standard variants by the media encoder, from the disk cache when it has them. */
async function encoded(id: number): Promise<EncodedImage> {
  const svg = demoPhotoSvg(id);
  const key = demoPhotoCacheKey(svg, demoPhotoFormats);
  const cached = await cache.read(key);
  if (cached) return cached;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const image = await encodeVariants(png, ['standard'], demoPhotoFormats);
  await cache.write(key, image);
  return image;
}

/** Stored like an upload (`storeImage`), from variants that may come from the cache. */
async function draw(id: number, alt: string): Promise<void> {
  const image = await encoded(id);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(images).values({ id, alt: storedAltOf(id, alt), width: image.width, height: image.height, hash: image.hash });
      await tx.insert(imageVariants).values(image.variants.map((v) => ({ ...v, imageId: id })));
    });
  } catch (error) {
    // Another instance on the same database drew it first: the photo is there, which is all we need.
    if (!(await storedIds([id])).has(id)) throw error;
  }
  invalidateTags(cacheTags.image(id));
}

/**
 * Draws and stores the demo photos among `photos` that are not stored yet, one at a time (each is
 * cut into nine variants; encoding them in parallel would only fight over the CPU). Other image
 * ids are left alone, so a real feed's photos pass through untouched.
 */
export async function drawDemoPhotos(photos: readonly PhotoRef[]): Promise<void> {
  const wanted = new Map<number, string>();
  for (const photo of photos) {
    if (!wanted.has(photo.image_id) && demoPhotoSubject(photo.image_id)) wanted.set(photo.image_id, photo.alt ?? '');
  }
  if (!wanted.size) return;
  const stored = await storedIds([...wanted.keys()]);
  for (const [id, alt] of wanted) {
    if (stored.has(id)) continue;
    let pending = drawing.get(id);
    if (!pending) {
      pending = draw(id, alt).finally(() => drawing.delete(id));
      drawing.set(id, pending);
    }
    await pending;
  }
}

const isPhotoRef = (value: unknown): value is PhotoRef =>
  typeof value === 'object' && value !== null && typeof (value as PhotoRef).image_id === 'number';

/**
 * A generated demo car's photos not drawn at seed time (its side and rear views), drawn on the
 * first visit of its page. Imported stock is left alone: its photos are uploads, and a missing one
 * stays missing. A drawing that fails leaves the photo missing too; the page still renders.
 */
export async function drawPhotosOfDemoCar(vehicle: { itemId: string | null; data: Record<string, unknown> }): Promise<void> {
  if (!vehicle.itemId?.startsWith(demoItemPrefix)) return;
  const photos = Array.isArray(vehicle.data.photos) ? vehicle.data.photos.filter(isPhotoRef) : [];
  try {
    await drawDemoPhotos(photos);
  } catch (error) {
    logger.warn({ err: error, itemId: vehicle.itemId }, 'demo photos could not be drawn');
  }
}
