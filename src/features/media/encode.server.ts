import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { ImageSizeFamily } from '@/blocks/fields';
import { AppError } from '@/lib/app-error';
import { imageFormats, imageSizes, variantName, type ImageFormat } from './sizes';

// Variants are made once and never re-read through sharp: libvips' operation cache only holds
// memory (hundreds of MB after a batch of uploads), and one encode at a time keeps peaks low.
sharp.cache(false);
sharp.concurrency(1);

/** Upload limits (quality.md R12): bytes, and decoded pixels to stop decompression bombs. */
export const maxUploadBytes = 15 * 1024 * 1024;
export const maxInputPixels = 50_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif']);

export interface EncodedVariant {
  name: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedImage {
  width: number;
  height: number;
  hash: string;
  variants: EncodedVariant[];
}

/** Checks the bytes really are an image we accept, whatever the file name or content type said. */
export async function inspectUpload(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.byteLength > maxUploadBytes) throw new AppError('PAYLOAD_TOO_LARGE', `Images may be at most ${maxUploadBytes / 1024 / 1024} MB.`);
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels; the pixel limit is checked below with a clear status.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a supported image (JPEG, PNG, WebP, AVIF).');
  }
  if (!meta.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a supported image (JPEG, PNG, WebP, AVIF).');
  }
  if (meta.width * meta.height > maxInputPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Images may have at most ${maxInputPixels / 1_000_000} megapixels.`);
  }
  return { width: meta.width, height: meta.height };
}

/** Makes every variant once, when the image is stored; requests only ever read them. */
export async function encodeVariants(bytes: Buffer, families: ImageSizeFamily[]): Promise<EncodedImage> {
  const { width, height } = await inspectUpload(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const variants: EncodedVariant[] = [];
  for (const family of families) {
    for (const size of imageSizes[family]) {
      const resized = await sharp(bytes, { limitInputPixels: maxInputPixels })
        .rotate()
        .resize(size.width, size.height, { fit: 'cover', position: 'centre', withoutEnlargement: false })
        .toBuffer();
      for (const format of imageFormats) {
        variants.push({ name: variantName(family, size.width), format, width: size.width, height: size.height, bytes: await encode(resized, format) });
      }
    }
  }
  return { width, height, hash, variants };
}

function encode(input: Buffer, format: ImageFormat): Promise<Buffer> {
  const image = sharp(input);
  switch (format) {
    // effort 3 keeps a 1600 px AVIF near 1 s on these machines with little size cost.
    case 'avif':
      return image.avif({ quality: 50, effort: 3 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 72 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
  }
}
