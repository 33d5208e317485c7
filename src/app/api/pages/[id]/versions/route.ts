import { authorize } from '@/features/auth/access.server';
import { listVersions } from '@/features/pages/page-drafts.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /api/pages/{id}/versions — every publication, newest first: number, who, when, note. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.read');
  const versions = await listVersions(actor, parseId((await params).id));
  return json({
    data: versions.map((v) => ({ number: v.number, published_by: v.publishedBy, published_at: v.publishedAt, note: v.note })),
  });
});
