import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { pageEtag, revisionFromIfMatch } from '@/features/pages/page-editing.server';
import { movePage } from '@/features/pages/page-tree.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

const body = z.object({
  title: z.string().max(200),
  path: z.string().max(1024),
  /** Leave 301s from the old paths of live pages (default: yes). */
  redirect: z.boolean().default(true),
});

/**
 * POST /api/pages/{id}/move — rename and/or move a page; the pages under its path move along.
 * Moving a live page needs `pages.publish` (movePage decides by effect). `If-Match` as for PUT.
 */
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.edit');
  const id = parseId((await params).id);
  const expectedRevision = revisionFromIfMatch(request.headers.get('if-match'));
  const input = await readJsonBody(request, body);
  const outcome = await movePage(actor, id, input, expectedRevision);
  return json(
    {
      data: { id: outcome.page.id, path: outcome.page.path, title: outcome.page.title, moved: outcome.moved, redirects: outcome.redirects },
    },
    { headers: { etag: pageEtag(outcome.page) } },
  );
});
