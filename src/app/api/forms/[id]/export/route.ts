import { authorize } from '@/features/auth/access.server';
import { getForm, inputOf } from '@/features/forms/forms.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/forms/{id}/export — the definition as a JSON file that POST /api/forms/import takes back. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'forms.manage');
  const form = await getForm(actor, parseId((await params).id));
  return new Response(JSON.stringify({ form: inputOf(form) }, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="form-${form.name}.json"`,
      'cache-control': 'no-store',
    },
  });
});
