import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { imageFormats, imageSizes, variantName, type ImageFormat, type ImageSizeFamily } from './sizes';

// Variants are made once and never re-read through sharp: libvips' operation cache only holds
// memory (hundreds of MB after a batch of uploads), and one encode at a time keeps peaks low.
sharp.cache(false);
sharp.concurrency(1);

/** Upload limits (quality.md R12): bytes, and decoded pixels to stop decompression bombs. */
export const maxUploadBytes = 15 * 1024 * 1024;
export const maxInputPixels = 50_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif']);

/**
 * How uploads are decoded, by the check and by the encoder alike, so that whatever passes the check
 * also encodes. `error` refuses truncated or corrupt data (a JPEG cut short, a PNG whose header
 * promises 7000×7000 pixels it does not contain) and tolerates mere warnings, such as the stray
 * bytes many cameras leave after a JPEG.
 */
const decodeOptions: SharpOptions = { failOn: 'error', limitInputPixels: maxInputPixels };

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

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a supported image (JPEG, PNG, WebP, AVIF).');

/** A known format whose pixels cannot be read: 422 naming the file, before anything is stored. */
function undecodable(error: unknown): AppError {
  logger.warn({ err: error }, 'uploaded image cannot be decoded');
  return new AppError('VALIDATION_FAILED', 'The image is damaged or incomplete and cannot be used.', [
    { pointer: 'file', detail: 'The image data is truncated or corrupt.' },
  ]);
}

/** Checks the bytes really are a whole image we accept, whatever the file name or content type said. */
async function inspectUpload(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.byteLength > maxUploadBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', `Images may be at most ${maxUploadBytes / 1024 / 1024} MB.`);
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels; the pixel limit is checked below with a clear status.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!meta.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height) throw unsupported();
  if (meta.width * meta.height > maxInputPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Images may have at most ${maxInputPixels / 1_000_000} megapixels.`);
  }
  try {
    // The header alone says nothing about the pixels. A tiny thumbnail reads every row (JPEG at
    // 1/8 scale), streaming rather than holding the decoded image: cheaper than one variant.
    await sharp(bytes, { ...decodeOptions, sequentialRead: true })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch (error) {
    throw undecodable(error);
  }
  return { width: meta.width, height: meta.height };
}

/**
 * Makes every variant once, when the image is stored; requests only ever read them. `formats`: all
 * by default; generated drawings may leave out AVIF (see the demo photos). The upload was
 * decoded by the check with the same options, so a failure here is the server's (500), not the file's.
 */
export async function encodeVariants(
  bytes: Buffer,
  families: ImageSizeFamily[],
  formats: readonly ImageFormat[] = imageFormats,
): Promise<EncodedImage> {
  const { width, height } = await inspectUpload(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const variants: EncodedVariant[] = [];
  for (const family of families) {
    for (const size of imageSizes[family]) {
      const resized = await sharp(bytes, decodeOptions)
        .rotate()
        .resize(size.width, size.height, { fit: 'cover', position: 'centre', withoutEnlargement: false })
        .toBuffer();
      for (const format of formats) {
        variants.push({
          name: variantName(family, size.width),
          format,
          width: size.width,
          height: size.height,
          bytes: await encode(resized, format),
        });
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
