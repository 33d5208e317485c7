import { pageInputSchema } from '@/features/pages/page-input';
import { deletePage, getPageById, savePage } from '@/features/pages/pages.server';
import { apiRoute, json, readJsonBody, requireAdmin, requireMutationAccess } from '@/lib/api.server';
import { parseId } from '@/lib/params';
import { editorPage } from '../editor-page';

type Ctx = { params: Promise<{ id: string }> };

export const GET = apiRoute<Ctx>(async (request, { params }) => {
  requireAdmin(request);
  return json({ data: editorPage(await getPageById(parseId((await params).id))) });
});

/** PUT /api/pages/{id} — replace the page and its blocks. */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  requireMutationAccess(request);
  const id = parseId((await params).id);
  const input = await readJsonBody(request, pageInputSchema);
  return json({ data: editorPage(await savePage(input, id)) });
});

export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  requireMutationAccess(request);
  await deletePage(parseId((await params).id));
  return new Response(null, { status: 204 });
});
