import { validatePageBlocksForSave } from '@/blocks/catalogue-references.server';
import { pageEtag, revisionFromIfMatch, savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { authorize } from '@/features/auth/access.server';
import { getPageForEditing } from '@/features/pages/pages.server';
import { movePageToTrash } from '@/features/pages/page-trash.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';
import { pageSnapshot as editorPage } from '@/features/pages/page-snapshot';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/pages/{id} — the page with its blocks; `ETag` is what PUT and DELETE take as If-Match. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.read');
  const loaded = await getPageForEditing(actor, parseId((await params).id));
  return json({ data: editorPage(loaded) }, { headers: { etag: pageEtag(loaded.page) } });
});

/**
 * PUT /api/pages/{id} — replace the page and its blocks (blocks sent with their `id` keep it).
 * With `If-Match: "r<revision>"` a save over someone else's newer save is refused with 412.
 */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  // Replacing a live page (or making one live) needs `pages.publish`; savePage decides by effect.
  const actor = await authorize(request, 'pages.edit');
  const id = parseId((await params).id);
  const expectedRevision = revisionFromIfMatch(request.headers.get('if-match'));
  const input = await readJsonBody(request, pageInputSchema);
  const saved = await savePage(actor, { ...input, blocks: await validatePageBlocksForSave(input.blocks) }, { id, expectedRevision });
  return json({ data: editorPage(saved) }, { headers: { etag: pageEtag(saved.page) } });
});

/** DELETE /api/pages/{id} — moves the page and the pages under it to the trash (GET /api/trash). */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  const id = parseId((await params).id);
  await movePageToTrash(actor, id, revisionFromIfMatch(request.headers.get('if-match')));
  return new Response(null, { status: 204 });
});
