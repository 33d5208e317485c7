import { readVariant } from '@/features/media/images.server';
import { imageFormats, type ImageFormat } from '@/features/media/sizes';
import { AppError } from '@/lib/app-error';
import { apiRoute } from '@/lib/api.server';

const extensionFormat: Record<string, ImageFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

/** GET /media/{id}-{hash}/{variant}.{ext} — variant bytes; the URL changes with the content, so cache forever. */
export const GET = apiRoute<{ params: Promise<{ image: string; file: string }> }>(async (_request, { params }) => {
  const { image, file } = await params;
  const imageMatch = /^(\d{1,9})-([0-9a-f]{12})$/.exec(image);
  const fileMatch = /^([a-z]+-\d{2,4})\.(avif|webp|jpg)$/.exec(file);
  const format = fileMatch ? extensionFormat[fileMatch[2]!] : undefined;
  if (!imageMatch || !fileMatch || !format || !imageFormats.includes(format)) throw new AppError('NOT_FOUND', 'No such image variant.');
  const { bytes, mime } = await readVariant(Number(imageMatch[1]), imageMatch[2]!, fileMatch[1]!, format);
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': mime, 'cache-control': 'public, max-age=31536000, immutable', 'content-length': String(bytes.byteLength) },
  });
});
