import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { roles } from '@/features/auth/permissions';
import { updateUser } from '@/features/auth/users.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

const body = z
  .object({ name: z.string().trim().min(1).max(100), role: z.enum(roles).nullable(), disabled: z.boolean() })
  .partial()
  .strict();

/** PATCH /api/users/{id} — change name, role or access (disabling ends the person's sessions). */
export const PATCH = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'users.manage');
  const { id } = await params;
  if (!/^[\w-]{1,64}$/.test(id)) throw new AppError('NOT_FOUND', 'No such user.');
  const input = await readJsonBody(request, body);
  return json({ data: await updateUser(actor, id, input) });
});
