import { authorize } from '@/features/auth/access.server';
import { confirmOrder } from '@/features/ordering/orders-admin.server';
import { orderJson } from '@/features/ordering/orders.server';
import { apiRoute, json, requireSameOrigin } from '@/lib/api.server';

type Ctx = { params: Promise<{ number: string }> };

/**
 * PUT /api/buy_online/orders/{number}/confirm — the dealer takes the order (orders.manage): a card
 * deposit is captured at Stripe first. 409 when the order was already decided or Stripe refuses
 * the capture (an authorisation that lapsed).
 */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  requireSameOrigin(request);
  const actor = await authorize(request, 'orders.manage');
  return json({ data: orderJson(await confirmOrder(actor, (await params).number)) });
});
