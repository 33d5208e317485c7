import { deleteSetting } from '@/features/settings/settings.server';
import { authorize } from '@/features/auth/access.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** DELETE /api/settings/{id} — the default applies again afterwards. */
export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'settings.manage');
  await deleteSetting(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
