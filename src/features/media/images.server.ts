import 'server-only';
import { and, desc, eq, ilike, inArray, lt, or } from 'drizzle-orm';
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

export interface ImageListItem {
  id: number;
  alt: string;
  width: number;
  height: number;
  /** The smallest WebP variant, for pickers and lists. */
  thumbnailUrl: string | null;
  createdAt: Date;
}

/**
 * The media library: newest first, 48 at a time (`beforeId` pages on), searchable by alt text or id.
 * People who may read the editor may browse it.
 */
export async function listImages(actor: Actor, { q = '', beforeId }: { q?: string; beforeId?: number } = {}): Promise<ImageListItem[]> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  const term = q.trim();
  const conditions = [
    term
      ? /^\d{1,9}$/.test(term)
        ? or(eq(images.id, Number(term)), ilike(images.alt, `%${escapeLike(term)}%`))
        : ilike(images.alt, `%${escapeLike(term)}%`)
      : undefined,
    beforeId ? lt(images.id, beforeId) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select()
    .from(images)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(images.id))
    .limit(48);
  const thumbs = rows.length
    ? await db
        .select({ imageId: imageVariants.imageId, name: imageVariants.name, width: imageVariants.width })
        .from(imageVariants)
        .where(
          and(
            inArray(
              imageVariants.imageId,
              rows.map((r) => r.id),
            ),
            eq(imageVariants.format, 'webp'),
          ),
        )
    : [];
  const smallest = new Map<number, { name: string; width: number }>();
  for (const v of thumbs) if (!smallest.has(v.imageId) || v.width < smallest.get(v.imageId)!.width) smallest.set(v.imageId, v);
  return rows.map((row) => {
    const thumb = smallest.get(row.id);
    return {
      id: row.id,
      alt: row.alt,
      width: row.width,
      height: row.height,
      thumbnailUrl: thumb ? variantUrl(row.id, row.hash, thumb.name, 'webp') : null,
      createdAt: row.createdAt,
    };
  });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
