import { z } from 'zod';
import { publishableDraft } from '@/blocks/publishable-draft.server';
import { authorize } from '@/features/auth/access.server';
import { getDraft, publishDraft } from '@/features/pages/page-drafts.server';
import { getPageForEditing } from '@/features/pages/pages.server';
import { pageSnapshot } from '@/features/pages/page-snapshot';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

const body = z.object({ revision: z.number().int().min(0), note: z.string().trim().max(300).nullable().default(null) });

/**
 * POST /api/pages/{id}/publish `{ revision, note? }` — the draft the editor saw goes live and is
 * stored as the next version. A draft that is not valid is refused with every problem (422).
 */
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  const id = parseId((await params).id);
  const input = await readJsonBody(request, body);
  const draft = await getDraft(actor, id);
  await publishDraft(actor, id, await publishableDraft(draft.content), { expectedRevision: input.revision, note: input.note });
  return json({ data: pageSnapshot(await getPageForEditing(actor, id)) });
});
