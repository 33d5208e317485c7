import { authorize } from '@/features/auth/access.server';
import { purgeFromTrash } from '@/features/pages/page-trash.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** DELETE /api/trash/{id} — deletes a trashed page for good. */
export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  await purgeFromTrash(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
