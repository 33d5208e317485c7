import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { images, imageVariants } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { cached, invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { encodeVariants } from './encode.server';
import { formatMime, variantUrl, type ImageFormat, type ImageSizeFamily } from './sizes';

export interface ImageVariantInfo {
  name: string;
  format: ImageFormat;
  width: number;
  height: number;
  url: string;
}

export interface ImageInfo {
  id: number;
  alt: string;
  width: number;
  height: number;
  variants: ImageVariantInfo[];
}

export async function storeImage(
  actor: Actor,
  bytes: Buffer,
  { alt = '', families = ['standard'], id }: { alt?: string; families?: ImageSizeFamily[]; id?: number },
): Promise<ImageInfo> {
  assertCan(actor, 'media.upload');
  const encoded = await encodeVariants(bytes, families);
  const db = await getDb();
  const imageId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({ ...(id ? { id } : {}), alt, width: encoded.width, height: encoded.height, hash: encoded.hash })
      .returning({ id: images.id });
    await tx.insert(imageVariants).values(encoded.variants.map((v) => ({ ...v, imageId: row!.id })));
    await recordAudit(actor, 'image.upload', 'image', row!.id, null, { alt, width: encoded.width, height: encoded.height, families }, tx);
    return row!.id;
  });
  invalidateTags(cacheTags.image(imageId));
  const info = await getImage(imageId);
  return info!;
}

/** Image metadata with its variant URLs, cached until the image changes. */
export function getImage(id: number): Promise<ImageInfo | null> {
  return cached(`image:${id}`, [cacheTags.image(id)], async () => {
    const db = await getDb();
    const [image] = await db.select().from(images).where(eq(images.id, id));
    if (!image) return null;
    const variants = await db
      .select({ name: imageVariants.name, format: imageVariants.format, width: imageVariants.width, height: imageVariants.height })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, id));
    return {
      id: image.id,
      alt: image.alt,
      width: image.width,
      height: image.height,
      variants: variants.sort((a, b) => b.width - a.width).map((v) => ({ ...v, url: variantUrl(image.id, image.hash, v.name, v.format) })),
    };
  });
}

export async function readVariant(
  id: number,
  hashPrefix: string,
  name: string,
  format: ImageFormat,
): Promise<{ bytes: Buffer; mime: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ bytes: imageVariants.bytes, hash: images.hash })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.name, name), eq(imageVariants.format, format)));
  if (!row || !row.hash.startsWith(hashPrefix)) throw new AppError('NOT_FOUND', 'No such image variant.');
  return { bytes: row.bytes, mime: formatMime[format] };
}
