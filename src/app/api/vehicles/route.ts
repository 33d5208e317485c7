import { vehiclesData } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/vehicles — each nameplate with its engines, derivatives and price from (CMS API, site.md §7). */
export const GET = apiRoute(async () => json({ data: vehiclesData(await getModelCatalogue()) }, { headers: publicCatalogueHeaders }));
