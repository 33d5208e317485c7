import { ownActiveHold } from '@/features/ordering/checkout.server';
import { paypalDepositFor } from '@/features/ordering/deposit.server';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { paypalOrderInput } from '@/features/ordering/order-inputs';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';

/**
 * POST /api/buy_online/paypal/create_order — the PayPal order (intent AUTHORIZE) of the car this
 * browser holds, made once per hold; `id` is what PayPal's button needs from `createOrder`.
 */
export const POST = apiRoute(async (request) => {
  requireSameOrigin(request);
  const input = await readJsonBody(request, paypalOrderInput, { maxBytes: 10_000 });
  const hold = await ownActiveHold(input.vehicle_id, holderSecretOf(request.headers.get('cookie')));
  if (!hold) throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.hold_not_found'), [{ pointer: 'lock_id', detail: 'unknown' }]);
  const order = await paypalDepositFor(hold, input);
  return json({
    id: order.orderId,
    data: {
      paypal_order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      vehicle_id: hold.vehicleId,
      lock_id: hold.id,
    },
  });
});
