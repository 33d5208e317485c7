import { listingResponse } from '@/features/stock/listing-response';
import { parseStockQuery } from '@/features/stock/query';
import { searchVehicles } from '@/features/stock/search.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/listing/{id}?{query} — vehicles with total, facet counts and range bounds. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const query = parseStockQuery(new URL(request.url).searchParams);
  const result = await searchVehicles((await params).id, query);
  return json(await listingResponse(result, query, 'full'), { headers: { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' } });
});
