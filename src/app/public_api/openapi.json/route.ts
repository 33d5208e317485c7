import { stockOpenApi } from '@/features/stock/openapi';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/openapi.json — OpenAPI 3.1 description of the stock locator APIs. */
export const GET = apiRoute(async () => json(stockOpenApi, { headers: { 'cache-control': 'public, max-age=300' } }));
