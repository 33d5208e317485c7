import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { restoreVersion } from '@/features/pages/page-drafts.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

const body = z.object({ revision: z.number().int().min(0) });

/** POST /api/pages/{id}/versions/{number}/restore `{ revision }` — the old version becomes the draft (not live until published). */
export const POST = apiRoute<{ params: Promise<{ id: string; number: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.edit');
  const { id, number } = await params;
  const input = await readJsonBody(request, body);
  const draft = await restoreVersion(actor, parseId(id), parseId(number, 'number'), input.revision);
  return json({ data: { page_id: draft.pageId, revision: draft.revision, content: draft.content } });
});
