import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { images, imageVariants } from '@/db/schema';
import type { EncodedImage } from '@/features/media/encode.server';
import { withFreshDatabase } from '../../../../tests/fixtures/test-db';
import { drawDemoPhotos, drawPhotosOfDemoCar } from './demo-photo-store.server';
import { demoPhotosFor } from './demo-photos';

// Encoding is the media feature's (and slow); here it only has to be called, or not.
const encodeVariants = vi.hoisted(() =>
  vi.fn(async (): Promise<EncodedImage> => ({
    width: 1600,
    height: 900,
    hash: 'cd'.repeat(32),
    variants: [{ name: 'standard-640', format: 'jpeg', width: 640, height: 360, bytes: Buffer.from([0xff, 0xd8, 0xff]) }],
  })),
);
vi.mock('@/features/media/encode.server', () => ({ encodeVariants }));
// An in-memory cache: the test must not leave its fake variants in the real one on disk.
const cached = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./demo-photo-cache.server', async (original) => ({
  ...(await original<typeof import('./demo-photo-cache.server')>()),
  demoPhotoCache: () => ({
    read: async (key: string) => cached.get(key) ?? null,
    write: async (key: string, image: unknown) => void cached.set(key, image),
  }),
}));

const { db } = withFreshDatabase();
const car = {
  model: 'defender_90',
  display: 'ディフェンダー 90',
  body: 'suv',
  color: 'green',
  colorName: 'パンゲアグリーン',
  interior: 'エボニー',
} as const;
const photos = demoPhotosFor(car);
const ids = photos.map((p) => p.image_id);

async function stored(): Promise<{ id: number; alt: string }[]> {
  return db()
    .select({ id: images.id, alt: images.alt })
    .from(images)
    .where(inArray(images.id, [...ids, 101301]))
    .orderBy(images.id);
}

beforeEach(async () => {
  await db()
    .delete(images)
    .where(inArray(images.id, [...ids, 101301]));
  cached.clear();
  encodeVariants.mockClear();
});

describe('drawDemoPhotos', () => {
  it('stores the demo photos asked for, with their variants and alt texts, and nothing else', async () => {
    await drawDemoPhotos([...photos, { image_id: 101301, alt: '夕暮れの海岸線' }]);
    expect(await stored()).toEqual([
      { id: ids[0], alt: 'ディフェンダー 90 パンゲアグリーン 斜め前から' },
      { id: ids[1], alt: 'ディフェンダー 90 パンゲアグリーン 真横から' },
      { id: ids[2], alt: 'ディフェンダー 90 パンゲアグリーン 斜め後ろから' },
      { id: ids[3], alt: 'インテリア（エボニー）' },
    ]);
    const variants = await db().select().from(imageVariants).where(eq(imageVariants.imageId, ids[0]!));
    expect(variants.map((v) => [v.name, v.format])).toEqual([['standard-640', 'jpeg']]);
    expect(encodeVariants).toHaveBeenCalledTimes(4);
  });

  it('draws a photo once, however many cars or requests ask for it at the same time', async () => {
    await Promise.all([drawDemoPhotos([photos[1]!]), drawDemoPhotos([photos[1]!, photos[1]!])]);
    await drawDemoPhotos([photos[1]!]);
    expect((await stored()).map((r) => r.id)).toEqual([ids[1]]);
    expect(encodeVariants).toHaveBeenCalledTimes(1);
  });

  it('takes a drawing encoded once from the cache for the next database', async () => {
    await drawDemoPhotos([photos[0]!]);
    await db().delete(images).where(eq(images.id, ids[0]!));
    await drawDemoPhotos([photos[0]!]);
    expect((await stored()).map((r) => r.id)).toEqual([ids[0]]);
    expect(encodeVariants).toHaveBeenCalledTimes(1);
  });
});

describe('drawPhotosOfDemoCar', () => {
  it("draws a generated demo car's photos and leaves imported stock alone", async () => {
    await drawPhotosOfDemoCar({ itemId: 'FEED-1', data: { photos } });
    await drawPhotosOfDemoCar({ itemId: null, data: { photos } });
    expect(await stored()).toEqual([]);
    await drawPhotosOfDemoCar({ itemId: 'DEMO-000001', data: { photos: [photos[2], 'not a photo'] } });
    expect((await stored()).map((r) => r.id)).toEqual([ids[2]]);
  });

  it('leaves the photo missing, without failing the page, when drawing fails', async () => {
    encodeVariants.mockRejectedValueOnce(new Error('encoder down'));
    await expect(drawPhotosOfDemoCar({ itemId: 'DEMO-000001', data: { photos: [photos[0]] } })).resolves.toBeUndefined();
    expect(await stored()).toEqual([]);
  });
});
