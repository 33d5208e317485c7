import { compareData, parseCompareTarget } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';

type Ctx = { params: Promise<{ id: string }> };

/**
 * GET /api/compare/spec/{id} — a derivative's comparison record; GET /api/compare/spec/{model key} —
 * `[ { model, derivatives } ]`, whose first item the browser keeps under `models` (one route for the
 * two calls of site.md §7, under the CMS API base: decision 0056).
 */
export const GET = apiRoute<Ctx>(async (_request, { params }) => {
  const target = parseCompareTarget((await params).id);
  return json({ data: compareData(await getModelCatalogue(), target) }, { headers: publicCatalogueHeaders });
});
