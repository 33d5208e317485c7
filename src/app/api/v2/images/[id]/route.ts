import { getImage } from '@/features/media/images.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /api/v2/images/{id} — id, alt and every variant with width, height and URL. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const id = parseId((await params).id);
  const image = await getImage(id);
  if (!image) throw new AppError('NOT_FOUND', `Image ${id} does not exist.`);
  return json({ data: image }, { headers: { 'cache-control': 'public, max-age=60' } });
});
