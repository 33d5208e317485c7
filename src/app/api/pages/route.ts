import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { pageEtag, savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { pageAttributes } from '@/features/pages/page-resource';
import { listPages } from '@/features/pages/pages.server';
import { apiRoute, json, readJsonBody, requireAdmin, requireMutationAccess } from '@/lib/api.server';
import { editorPage } from './editor-page';

/** GET /api/pages — every page, drafts included (editors only). */
export const GET = apiRoute(async (request) => {
  requireAdmin(request);
  return json({ data: (await listPages()).map(pageAttributes) });
});

/** POST /api/pages — create a page; every block is validated against its template. */
export const POST = apiRoute(async (request) => {
  requireMutationAccess(request);
  const input = await readJsonBody(request, pageInputSchema);
  const saved = await savePage({ ...input, blocks: validatePageBlocks(input.blocks) });
  return json({ data: editorPage(saved) }, { status: 201, headers: { etag: pageEtag(saved.page) } });
});
