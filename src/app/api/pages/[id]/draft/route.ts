import { draftProblems } from '@/blocks/publishable-draft.server';
import { authorize } from '@/features/auth/access.server';
import { discardDraft, getDraft, saveDraft, type DraftView } from '@/features/pages/page-drafts.server';
import { draftInputSchema } from '@/features/pages/page-input';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

async function answer(draft: DraftView): Promise<Response> {
  return json(
    {
      data: {
        page_id: draft.pageId,
        revision: draft.revision,
        content: draft.content,
        updated_by: draft.updatedBy,
        updated_at: draft.updatedAt,
        scheduled_at: draft.scheduledAt,
        scheduled_by: draft.scheduledBy,
        problems: await draftProblems(draft.content),
      },
    },
    { headers: { etag: `"d${draft.revision}"` } },
  );
}

/** GET /api/pages/{id}/draft — the editor's working copy (the live page while nobody changed it). */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.read');
  return answer(await getDraft(actor, parseId((await params).id)));
});

/**
 * PUT /api/pages/{id}/draft `{ content, revision }` — autosave. Saved even when not valid yet
 * (`problems` says what publishing would refuse); 412 when somebody saved since `revision`.
 */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.edit');
  const input = await readJsonBody(request, draftInputSchema, { maxBytes: 2_000_000 });
  return answer(await saveDraft(actor, parseId((await params).id), input.content, input.revision));
});

/** DELETE /api/pages/{id}/draft — throw the unpublished changes away. */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.edit');
  await discardDraft(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
