import { nameplatesData } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/nameplates — every nameplate with its brand, family, code, canonical code and page. */
export const GET = apiRoute(async () => json({ data: nameplatesData(await getModelCatalogue()) }, { headers: publicCatalogueHeaders }));
