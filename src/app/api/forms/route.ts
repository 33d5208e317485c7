import { authorize } from '@/features/auth/access.server';
import { formInput } from '@/features/forms/definition';
import { createForm, formJson, listForms } from '@/features/forms/forms.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** GET /api/forms — every form with its lead count (anyone signed in to the editor: blocks pick forms). */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'cms.open');
  const list = await listForms(actor);
  return json({ data: list.map((form) => ({ ...formJson(form), lead_count: form.leadCount })) });
});

/** POST /api/forms — a new form; its definition is checked whole (422 naming each bad place). */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'forms.manage');
  const input = await readJsonBody(request, formInput);
  return json({ data: formJson(await createForm(actor, input)) }, { status: 201 });
});
