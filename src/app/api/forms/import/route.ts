import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { formInput } from '@/features/forms/definition';
import { formJson, importForm } from '@/features/forms/forms.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** POST /api/forms/import — an exported definition: 201 with a new form, or 200 replacing the one of that name. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'forms.manage');
  const { form } = await readJsonBody(request, z.object({ form: formInput }));
  const result = await importForm(actor, form);
  return json({ data: formJson(result.form) }, { status: result.created ? 201 : 200 });
});
