import { getLivePage, getMetaheads } from '@/features/pages/pages.server';
import { toPageResource } from '@/features/pages/page-resource';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';

/**
 * GET /public_api/pages/by_path/{path} — a live page with its blocks and metaheads, or its
 * redirect. `/public_api/pages/by_path?path=/x` works too.
 */
export const GET = apiRoute<{ params: Promise<{ path?: string[] }> }>(async (request, { params }) => {
  const segments = (await params).path;
  const query = new URL(request.url).searchParams.get('path');
  const path = segments?.length ? `/${segments.join('/')}` : query;
  if (!path) throw new AppError('BAD_REQUEST', 'You have to provide current page pathname.', [{ pointer: 'path', detail: 'required' }]);
  const loaded = await getLivePage(path);
  if (!loaded) throw new AppError('NOT_FOUND', `No page at ${path}.`);
  const metaheads = loaded.page.pageType === 'page' ? await getMetaheads(loaded.page.id) : [];
  return json({ data: toPageResource(loaded, metaheads) }, { headers: { 'cache-control': 'public, max-age=0, must-revalidate' } });
});
