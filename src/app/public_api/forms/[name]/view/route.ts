import { standaloneFormView } from '@/features/forms/form-view.server';
import { apiRoute, json } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';

type Ctx = { params: Promise<{ name: string }> };

/** GET /public_api/forms/{name}/view — a form translated and ready to show (the modal of form links). */
export const GET = apiRoute<Ctx>(async (_request, { params }) => {
  const name = decodeURIComponent((await params).name);
  const form = await standaloneFormView(name);
  if (!form) throw new AppError('NOT_FOUND', `No open form ${name}.`);
  return json({ data: form }, { headers: { 'cache-control': 'public, max-age=60' } });
});
