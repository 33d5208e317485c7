import { authorize, optionalActor } from '@/features/auth/access.server';
import { formInput } from '@/features/forms/definition';
import { deleteForm, formJson, getForm, updateForm } from '@/features/forms/forms.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { revisionEtag, revisionFromIfMatch } from '@/lib/revision-etag';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/forms/{id} — an enabled, unprotected form for anyone; a disabled or protected one for the signed-in (else 404). */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await optionalActor(request);
  const form = await getForm(actor, parseId((await params).id));
  return json({ data: formJson(form) }, { headers: { etag: revisionEtag(form.revision) } });
});

/** PUT /api/forms/{id} — replaces the definition; with If-Match a save over a newer one is 412. */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'forms.manage');
  const id = parseId((await params).id);
  const expected = revisionFromIfMatch(request.headers.get('if-match'), 'form') ?? undefined;
  const input = await readJsonBody(request, formInput);
  const form = await updateForm(actor, id, input, expected);
  return json({ data: formJson(form) }, { headers: { etag: revisionEtag(form.revision) } });
});

/** DELETE /api/forms/{id} — only a form without leads (409 otherwise: disable it instead). */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'forms.manage');
  await deleteForm(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
