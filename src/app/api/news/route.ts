import { authorize } from '@/features/auth/access.server';
import { createNewsArticle, listNewsForEditors } from '@/features/news/news-admin.server';
import { newsInputSchema, newsJson, newsListQuerySchema } from '@/features/news/news-input';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { validationError } from '@/lib/problem.server';

/** GET /api/news?page=&per_page=&status= — every article, drafts and future dates included, newest first. */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'pages.read');
  const parsed = newsListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  const { rows, total } = await listNewsForEditors(actor, parsed.data);
  return json({ data: rows.map(newsJson), meta: { page: parsed.data.page, per_page: parsed.data.per_page, total } });
});

/** POST /api/news — editors create drafts; an article created published needs `pages.publish`. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'pages.edit');
  const input = await readJsonBody(request, newsInputSchema);
  return json({ data: newsJson(await createNewsArticle(actor, input)) }, { status: 201 });
});
