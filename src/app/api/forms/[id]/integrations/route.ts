import { authorize } from '@/features/auth/access.server';
import { formIntegrations } from '@/features/forms/definition';
import { getForm, patchForm } from '@/features/forms/forms.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/forms/{id}/integrations — where the form's leads go besides e-mail (the CRM). */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'integrations.manage');
  const form = await getForm(actor, parseId((await params).id));
  return json({ data: form.integrations });
});

/** PUT /api/forms/{id}/integrations — checked with the form (a mapping must name the form's fields). */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'integrations.manage');
  const integrations = await readJsonBody(request, formIntegrations);
  const form = await patchForm(actor, parseId((await params).id), (input) => ({ ...input, integrations }));
  return json({ data: form.integrations });
});
