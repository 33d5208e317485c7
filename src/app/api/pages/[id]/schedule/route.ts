import { z } from 'zod';
import { publishableDraft } from '@/blocks/publishable-draft.server';
import { authorize } from '@/features/auth/access.server';
import { getDraft, scheduleDraft } from '@/features/pages/page-drafts.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

const body = z.object({ revision: z.number().int().min(1), at: z.iso.datetime({ offset: true }).nullable() });

/**
 * POST /api/pages/{id}/schedule `{ revision, at }` — publish the draft at `at` (ISO time with
 * offset; null cancels). Refused now, not at that time, when the draft is not valid.
 */
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  const id = parseId((await params).id);
  const input = await readJsonBody(request, body);
  if (input.at) await publishableDraft((await getDraft(actor, id)).content);
  const draft = await scheduleDraft(actor, id, input.at ? new Date(input.at) : null, input.revision);
  return json({ data: { page_id: id, revision: draft.revision, scheduled_at: draft.scheduledAt, scheduled_by: draft.scheduledBy } });
});
