import { listingResponse, searchVehicles } from '@/features/stock/search.server';
import { parseStockUrl } from '@/features/stock/url-state';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/listing/{id}/light?{query} — the same search with card-sized vehicles. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { search } = parseStockUrl(new URL(request.url).searchParams, 'strict');
  const result = await searchVehicles((await params).id, search);
  return json(await listingResponse(result, search, 'light'), {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' },
  });
});
