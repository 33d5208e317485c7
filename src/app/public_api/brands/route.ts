import { brandsData } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/brands — the brands of the model catalogue, each with its model families. */
export const GET = apiRoute(async () => json({ data: brandsData(await getModelCatalogue()) }, { headers: publicCatalogueHeaders }));
