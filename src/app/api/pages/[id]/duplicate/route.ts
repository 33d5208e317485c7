import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { duplicatePage } from '@/features/pages/page-tree.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

const body = z.object({ title: z.string().max(200), path: z.string().max(1024) });

/** POST /api/pages/{id}/duplicate — a new draft page at `path` holding a copy of what the editor sees of this one. */
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.edit');
  const input = await readJsonBody(request, body);
  const copy = await duplicatePage(actor, parseId((await params).id), input);
  return json({ data: { id: copy.id, path: copy.path, title: copy.title, status: copy.status } }, { status: 201 });
});
