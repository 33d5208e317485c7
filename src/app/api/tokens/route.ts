import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { createApiToken, listApiTokens } from '@/features/auth/api-tokens.server';
import { allPermissions, type Permission } from '@/features/auth/permissions';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** GET /api/tokens — every API token, without secrets (admins). */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'tokens.manage');
  return json({ data: await listApiTokens(actor) });
});

const body = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(allPermissions as [Permission, ...Permission[]])).min(1),
  expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** POST /api/tokens — a new token; the secret is in this answer only. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'tokens.manage');
  const input = await readJsonBody(request, body);
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  const { token, secret } = await createApiToken(actor, { name: input.name, scopes: input.scopes, expiresAt });
  return json({ data: { ...token, secret } }, { status: 201 });
});
