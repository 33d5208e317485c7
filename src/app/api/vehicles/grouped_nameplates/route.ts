import { groupedNameplatesData } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/vehicles/grouped_nameplates — brands → model families → nameplates. */
export const GET = apiRoute(async () =>
  json({ data: groupedNameplatesData(await getModelCatalogue()) }, { headers: publicCatalogueHeaders }),
);
