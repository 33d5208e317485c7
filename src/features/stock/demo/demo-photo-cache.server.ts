import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EncodedImage, EncodedVariant } from '@/features/media/encode.server';
import { imageFormats, imageSizes, type ImageFormat } from '@/features/media/sizes';

/**
 * Encoded demo photos kept on disk by content. A drawing is the same on every fresh database (the
 * test suites seed dozens), but cutting it into its WebP/JPEG variants takes about half a second:
 * each machine pays that once per drawing, later seeds only copy the bytes into the database.
 * Deleting the folder is always safe.
 */
export const defaultDemoPhotoCache = path.join(process.cwd(), 'node_modules', '.cache', 'brand-site-demo-photos');

/** Bump when the encoder's settings change, so old variants are not reused. */
const encoderVersion = 2;

type StoredVariant = Omit<EncodedVariant, 'bytes'> & { length: number };

/** The cache key of a drawing: its SVG and everything that shapes the variants cut from it. */
export function demoPhotoCacheKey(svg: string, formats: readonly ImageFormat[] = imageFormats): string {
  return createHash('sha256')
    .update(JSON.stringify([encoderVersion, imageSizes.standard, formats, svg]))
    .digest('hex')
    .slice(0, 40);
}

export function demoPhotoCache(folder = defaultDemoPhotoCache) {
  const fileOf = (key: string) => path.join(folder, `${key}.bin`);
  return {
    /** The encoded image, or null when it is not cached (or the file is damaged). */
    async read(key: string): Promise<EncodedImage | null> {
      try {
        const file = await readFile(fileOf(key));
        const headerLength = file.readUInt32BE(0);
        const header = JSON.parse(file.subarray(4, 4 + headerLength).toString('utf8')) as Omit<EncodedImage, 'variants'> & {
          variants: StoredVariant[];
        };
        let offset = 4 + headerLength;
        const variants = header.variants.map(({ length, ...variant }) => {
          const bytes = Buffer.from(file.subarray(offset, offset + length));
          offset += length;
          return { ...variant, bytes };
        });
        // A file cut short (a full disk, a killed process) is a miss, never a broken image.
        if (offset !== file.length || variants.some((v) => !v.bytes.length)) return null;
        return { width: header.width, height: header.height, hash: header.hash, variants };
      } catch {
        return null;
      }
    },
    /** Keeps the encoded image; a read-only or full disk only means encoding again next time. */
    async write(key: string, image: EncodedImage): Promise<void> {
      const header = Buffer.from(
        JSON.stringify({
          width: image.width,
          height: image.height,
          hash: image.hash,
          variants: image.variants.map(({ bytes, ...variant }): StoredVariant => ({ ...variant, length: bytes.length })),
        }),
      );
      const length = Buffer.alloc(4);
      length.writeUInt32BE(header.length);
      // Written aside and renamed, so a reader (another test worker) never sees half a file.
      const temporary = path.join(folder, `${key}.${randomUUID()}.tmp`);
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(temporary, Buffer.concat([length, header, ...image.variants.map((v) => v.bytes)]));
        await rename(temporary, fileOf(key));
      } catch {
        await rm(temporary, { force: true }).catch(() => undefined);
      }
    },
  };
}
