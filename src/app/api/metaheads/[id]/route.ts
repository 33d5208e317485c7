import { deleteMetahead } from '@/features/metaheads/metaheads-admin.server';
import { authorize } from '@/features/auth/access.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'metaheads.manage');
  await deleteMetahead(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
