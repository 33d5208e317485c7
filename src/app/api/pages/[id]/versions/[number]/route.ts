import { authorize } from '@/features/auth/access.server';
import { getDraft, getVersion } from '@/features/pages/page-drafts.server';
import { diffPages } from '@/features/pages/page-diff';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/**
 * GET /api/pages/{id}/versions/{number} — the page as it went live then, and `changes`: what the
 * current draft changes compared with it, per block and field.
 */
export const GET = apiRoute<{ params: Promise<{ id: string; number: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.read');
  const { id, number } = await params;
  const pageId = parseId(id);
  const version = await getVersion(actor, pageId, parseId(number, 'number'));
  const draft = await getDraft(actor, pageId);
  return json({
    data: {
      number: version.number,
      published_by: version.publishedBy,
      published_at: version.publishedAt,
      note: version.note,
      content: version.content,
      changes: diffPages(version.content, draft.content),
    },
  });
});
