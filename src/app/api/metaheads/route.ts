import { metaheadInputSchema } from '@/features/metaheads/metahead-input';
import { createMetahead } from '@/features/metaheads/metaheads-admin.server';
import { getMetaheads } from '@/features/pages/pages.server';
import { metaheadResource } from '@/features/pages/page-resource';
import { apiRoute, json, readJsonBody, requireMutationAccess } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /api/metaheads?q[page_id_equal_or_null]={id} — global metaheads plus that page's own. */
export const GET = apiRoute(async (request) => {
  const raw = new URL(request.url).searchParams.get('q[page_id_equal_or_null]');
  const pageId = raw ? parseId(raw, 'q[page_id_equal_or_null]') : null;
  const rows = await getMetaheads(pageId);
  return json({ data: rows.map(metaheadResource) });
});

/** POST /api/metaheads — add a global (rdx_core_page_id null) or page metahead. */
export const POST = apiRoute(async (request) => {
  requireMutationAccess(request);
  const input = await readJsonBody(request, metaheadInputSchema);
  return json({ data: metaheadResource(await createMetahead(input)) }, { status: 201 });
});
