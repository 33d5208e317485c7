import 'server-only';
import { getImage } from '@/features/media/images.server';

/** URL of a car's first photo at card size (640 px JPEG), for API clients that cannot build it. */
export async function coverPhotoUrl(data: Record<string, unknown>): Promise<string | null> {
  const first = (data.photos as { image_id?: number }[] | undefined)?.[0]?.image_id;
  if (!first) return typeof data.cover_photo_medium === 'string' ? data.cover_photo_medium : null;
  const image = await getImage(first);
  const variant = image?.variants.find((v) => v.format === 'jpeg' && v.width === 640) ?? image?.variants.find((v) => v.format === 'jpeg');
  return variant?.url ?? null;
}
