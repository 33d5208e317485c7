import { metaheadInputSchema } from '@/features/metaheads/metahead-input';
import { createMetahead } from '@/features/metaheads/metaheads-admin.server';
import { authorize, optionalActor } from '@/features/auth/access.server';
import { can } from '@/features/auth/permissions';
import { getLivePageById, getMetaheads } from '@/features/pages/pages.server';
import { AppError } from '@/lib/app-error';
import { metaheadResource } from '@/features/pages/page-resource';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/**
 * GET /api/metaheads?q[page_id_equal_or_null]={id} — global metaheads plus that page's own. What
 * live pages render anyway is public; the metaheads of drafts and unpublished pages need
 * `drafts.preview` (docs/decisions/0014).
 */
export const GET = apiRoute(async (request) => {
  const raw = new URL(request.url).searchParams.get('q[page_id_equal_or_null]');
  const pageId = raw ? parseId(raw, 'q[page_id_equal_or_null]') : null;
  const actor = await optionalActor(request);
  if (pageId !== null && !can(actor, 'drafts.preview') && !(await getLivePageById(pageId))) {
    throw new AppError('NOT_FOUND', `No live page ${pageId}.`);
  }
  const rows = await getMetaheads(pageId);
  return json({ data: rows.map(metaheadResource) });
});

/** POST /api/metaheads — add a global (rdx_core_page_id null) or page metahead. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'metaheads.manage');
  const input = await readJsonBody(request, metaheadInputSchema);
  return json({ data: metaheadResource(await createMetahead(actor, input)) }, { status: 201 });
});
