import { authorize } from '@/features/auth/access.server';
import { revokeApiToken } from '@/features/auth/api-tokens.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** DELETE /api/tokens/{id} — revokes the token at once (it is kept, revoked, for the audit trail). */
export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'tokens.manage');
  await revokeApiToken(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
