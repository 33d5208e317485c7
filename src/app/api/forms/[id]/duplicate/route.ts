import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { duplicateForm, formJson } from '@/features/forms/forms.server';
import { apiRoute, json } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

const name = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);

/** POST /api/forms/{id}/duplicate?name= — a disabled copy under a new name. */
export const POST = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'forms.manage');
  const parsed = name.safeParse(new URL(request.url).searchParams.get('name'));
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'name is required: lower-case letters, digits and underscores.', [
      { pointer: 'name', detail: 'invalid name' },
    ]);
  }
  const form = await duplicateForm(actor, parseId((await params).id), parsed.data);
  return json({ data: formJson(form) }, { status: 201 });
});
