import { formsOpenApiPaths } from '@/features/forms/openapi';
import { modelsOpenApiPaths } from '@/features/models/openapi';
import { orderingOpenApiPaths } from '@/features/ordering/openapi';
import { stockOpenApi } from '@/features/stock/openapi';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/openapi.json — OpenAPI 3.1 description of the stock locator, forms, leads, locations, order-online and model catalogue APIs. */
export const GET = apiRoute(async () =>
  json(
    {
      ...stockOpenApi,
      info: { ...stockOpenApi.info, title: 'Site API: stock locator, forms and leads' },
      paths: { ...stockOpenApi.paths, ...formsOpenApiPaths(), ...orderingOpenApiPaths(), ...modelsOpenApiPaths() },
    },
    { headers: { 'cache-control': 'public, max-age=300' } },
  ),
);
