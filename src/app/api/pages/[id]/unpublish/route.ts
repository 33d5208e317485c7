import { authorize } from '@/features/auth/access.server';
import { unpublishPage } from '@/features/pages/page-drafts.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** POST /api/pages/{id}/unpublish — off the site at once (404 for visitors); content and versions stay. */
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  await unpublishPage(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
