import { listingDealers, parseDealerQuery } from '@/features/stock/dealers.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/listing/{id}/retailers — dealers of the listing (q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]). */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const query = parseDealerQuery(new URL(request.url).searchParams);
  const { dealers, dealerCodes } = await listingDealers((await params).id, query);
  return json({ data: dealers, meta: { total: dealers.length, dealer_codes: dealerCodes } });
});
