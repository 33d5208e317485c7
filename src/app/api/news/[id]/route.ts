import { authorize } from '@/features/auth/access.server';
import { deleteNewsArticle, getNewsArticle, updateNewsArticle } from '@/features/news/news-admin.server';
import { newsInputSchema, newsJson } from '@/features/news/news-input';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/news/{id} */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.read');
  return json({ data: newsJson(await getNewsArticle(actor, parseId((await params).id))) });
});

/** PUT /api/news/{id} — replace the article; a published one (or publishing it) needs `pages.publish`. */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.edit');
  const id = parseId((await params).id);
  const input = await readJsonBody(request, newsInputSchema);
  return json({ data: newsJson(await updateNewsArticle(actor, id, input)) });
});

/** DELETE /api/news/{id} — visitors lose it at once, so publishers only. */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'pages.publish');
  await deleteNewsArticle(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
