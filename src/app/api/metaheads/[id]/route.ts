import { deleteMetahead } from '@/features/metaheads/metaheads-admin.server';
import { apiRoute, requireMutationAccess } from '@/lib/api.server';
import { parseId } from '@/lib/params';

export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  requireMutationAccess(request);
  await deleteMetahead(parseId((await params).id));
  return new Response(null, { status: 204 });
});
