import { authorize } from '@/features/auth/access.server';
import { exportModelCatalogue } from '@/features/models/models-admin.server';
import { apiRoute } from '@/lib/api.server';

/** GET /api/models/export — the whole model catalogue as the JSON document POST /api/models/import takes. */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'settings.read');
  const document = await exportModelCatalogue(actor);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="model-catalogue.json"',
      'cache-control': 'no-store',
    },
  });
});
