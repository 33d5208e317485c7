import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { restoreFromTrash } from '@/features/pages/page-trash.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

const body = z.object({ path: z.string().max(1024).optional() });

/** POST /api/trash/{id}/restore — puts the page back (optionally under another `path`); 409 when its path is taken. */
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  const input = await readJsonBody(request, body);
  const restored = await restoreFromTrash(actor, parseId((await params).id), input);
  return json({ data: { page_id: restored.pageId, path: restored.path } });
});
