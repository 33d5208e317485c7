import { offerCarModelsData } from '@/features/models/catalogue-api';
import { publicCatalogueHeaders } from '@/features/models/catalogue-http';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/offer_car_models — the model keys an offer's `car_model_key` may name, with their Japanese names. */
export const GET = apiRoute(async () => json({ data: offerCarModelsData(await getModelCatalogue()) }, { headers: publicCatalogueHeaders }));
