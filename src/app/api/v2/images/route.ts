import { z } from 'zod';
import { maxUploadBytes } from '@/features/media/encode.server';
import { listImages, storeImage } from '@/features/media/images.server';
import { imageSizes, type ImageSizeFamily } from '@/features/media/sizes';
import { AppError } from '@/lib/app-error';
import { authorize } from '@/features/auth/access.server';
import { apiRoute, json } from '@/lib/api.server';
import { readBodyBytes } from '@/lib/read-body';

const families = z.array(z.enum(Object.keys(imageSizes) as [ImageSizeFamily, ...ImageSizeFamily[]])).min(1);

/** GET /api/v2/images?q=&before_id= — the media library, newest first, 48 at a time (editors). */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'pages.read');
  const params = new URL(request.url).searchParams;
  const before = params.get('before_id');
  const items = await listImages(actor, {
    q: (params.get('q') ?? '').slice(0, 100),
    beforeId: before && /^\d{1,9}$/.test(before) ? Number(before) : undefined,
  });
  return json({
    data: items.map((i) => ({
      id: i.id,
      alt: i.alt,
      width: i.width,
      height: i.height,
      thumbnail_url: i.thumbnailUrl,
      created_at: i.createdAt,
    })),
  });
});

/** POST /api/v2/images — multipart upload (`file`, `alt`, `families`); variants are made now. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'media.upload');
  // Read with the limit first (a chunked upload stops at it), then parse the multipart body.
  const body = await readBodyBytes(request, maxUploadBytes + 64 * 1024, 'An image upload');
  const buffered = new Request(request.url, { method: 'POST', headers: request.headers, body: Buffer.from(body) });
  const form = await buffered.formData().catch(() => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data with a "file" field.');
  });
  const file = form.get('file');
  if (!(file instanceof Blob))
    throw new AppError('VALIDATION_FAILED', 'The image file is missing.', [{ pointer: 'file', detail: 'required' }]);
  const alt = String(form.get('alt') ?? '').slice(0, 300);
  const parsedFamilies = families.safeParse(
    String(form.get('families') ?? 'standard')
      .split(',')
      .filter(Boolean),
  );
  if (!parsedFamilies.success)
    throw new AppError('VALIDATION_FAILED', 'Unknown size family.', [
      { pointer: 'families', detail: `use ${Object.keys(imageSizes).join(', ')}` },
    ]);
  const image = await storeImage(actor, Buffer.from(await file.arrayBuffer()), { alt, families: parsedFamilies.data });
  return json({ data: image }, { status: 201 });
});
