import { authorize } from '@/features/auth/access.server';
import { listTrash } from '@/features/pages/page-trash.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/trash — deleted pages, newest first, each restorable. */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'pages.read');
  const entries = await listTrash(actor);
  return json({
    data: entries.map((e) => ({
      id: e.id,
      page_id: e.pageId,
      path: e.path,
      title: e.title,
      page_type: e.pageType,
      descendants: e.descendants,
      deleted_by: e.deletedBy,
      deleted_at: e.deletedAt.toISOString(),
      path_taken: e.pathTaken,
    })),
  });
});
