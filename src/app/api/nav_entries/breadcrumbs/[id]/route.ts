import { getBreadcrumbs, getPageById } from '@/features/pages/pages.server';
import { isLive } from '@/features/pages/visibility';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /api/nav_entries/breadcrumbs/{pageId} — breadcrumbs of a live page. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const id = parseId((await params).id);
  const { page } = await getPageById(id).catch(() => {
    throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
  });
  if (!isLive(page)) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
  return json({ data: await getBreadcrumbs(page.path) });
});
