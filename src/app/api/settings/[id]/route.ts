import { deleteSetting } from '@/features/settings/settings.server';
import { apiRoute, requireMutationAccess } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** DELETE /api/settings/{id} — the default applies again afterwards. */
export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  requireMutationAccess(request);
  await deleteSetting(parseId((await params).id));
  return new Response(null, { status: 204 });
});
