import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { roles } from '@/features/auth/permissions';
import { createUser, listUsers } from '@/features/auth/users.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** GET /api/users — people who can sign in, with role and sign-in methods (admins). */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'users.manage');
  return json({ data: await listUsers(actor) });
});

const body = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: z.enum(roles).nullable(),
  password: z.string().min(12).max(1024).optional(),
});

/** POST /api/users — add a person; without a password they sign in through the identity provider only. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'users.manage');
  const input = await readJsonBody(request, body);
  return json({ data: await createUser(actor, input) }, { status: 201 });
});
