import { optionalActor } from '@/features/auth/access.server';
import { getOrderFor, orderJson } from '@/features/ordering/orders.server';
import { apiRoute, json } from '@/lib/api.server';

type Ctx = { params: Promise<{ number: string }> };

/**
 * GET /api/buy_online/orders/{number}?token= — the order for its owner (the token of the
 * confirmation link) or staff with orders.read; 404 for anyone else, as for a number that does not exist.
 */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await optionalActor(request);
  const token = new URL(request.url).searchParams.get('token');
  return json({ data: orderJson(await getOrderFor(actor, (await params).number, token)) });
});
