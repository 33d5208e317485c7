import { validatePageBlocksForSave } from '@/blocks/catalogue-references.server';
import { pageEtag, savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { pageAttributes } from '@/features/pages/page-resource';
import { listPages } from '@/features/pages/pages.server';
import { authorize } from '@/features/auth/access.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { pageSnapshot as editorPage } from '@/features/pages/page-snapshot';

/** GET /api/pages — every page, drafts included (editors only). */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'pages.read');
  return json({ data: (await listPages(actor)).map(pageAttributes) });
});

/** POST /api/pages — create a page; every block is validated against its template. */
export const POST = apiRoute(async (request) => {
  // Editors create draft pages; a page created published needs `pages.publish` (savePage checks).
  const actor = await authorize(request, 'pages.edit');
  const input = await readJsonBody(request, pageInputSchema);
  const saved = await savePage(actor, { ...input, blocks: await validatePageBlocksForSave(input.blocks) });
  return json({ data: editorPage(saved) }, { status: 201, headers: { etag: pageEtag(saved.page) } });
});
