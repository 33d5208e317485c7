import { getBreadcrumbs, getLivePageById } from '@/features/pages/pages.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /api/nav_entries/breadcrumbs/{pageId} — breadcrumbs of a live page. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const id = parseId((await params).id);
  const live = await getLivePageById(id);
  if (!live) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
  return json({ data: await getBreadcrumbs(live.page.path) });
});
