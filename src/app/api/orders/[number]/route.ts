import { authorize } from '@/features/auth/access.server';
import { getOrderFor, orderJson } from '@/features/ordering/orders.server';
import { apiRoute, json } from '@/lib/api.server';

type Ctx = { params: Promise<{ number: string }> };

/** GET /api/orders/{number} — the Forms API's order lookup, for staff with orders.read. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'orders.read');
  return json({ data: orderJson(await getOrderFor(actor, (await params).number, null)) });
});
