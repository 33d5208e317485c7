import { specsData } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/vehicles/{id}/specs — a derivative's figures, spec groups and standard equipment (404 unknown, 400 malformed). */
export const GET = apiRoute<Ctx>(async (_request, { params }) => {
  const id = parseId((await params).id);
  return json({ data: specsData(await getModelCatalogue(), id) }, { headers: publicCatalogueHeaders });
});
