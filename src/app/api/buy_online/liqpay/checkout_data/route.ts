import { ownActiveHold } from '@/features/ordering/checkout.server';
import { liqpayDepositFor } from '@/features/ordering/deposit.server';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';

/**
 * GET /api/buy_online/liqpay/checkout_data?vehicle_id= — what the browser posts to LiqPay's
 * checkout (`data`, `signature`, and the address) for the car it holds: action `hold`, the amount
 * from the market's config, the result page and our server callback.
 */
export const GET = apiRoute(async (request) => {
  const vehicleId = Number(new URL(request.url).searchParams.get('vehicle_id'));
  if (!Number.isInteger(vehicleId) || vehicleId <= 0) {
    throw new AppError('BAD_REQUEST', 'Invalid query parameter: vehicle_id', [
      { pointer: 'vehicle_id', detail: 'a positive whole number' },
    ]);
  }
  const hold = await ownActiveHold(vehicleId, holderSecretOf(request.headers.get('cookie')));
  if (!hold) throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.hold_not_found'), [{ pointer: 'lock_id', detail: 'unknown' }]);
  const checkout = await liqpayDepositFor(hold);
  return json({
    data: {
      data: checkout.data,
      signature: checkout.signature,
      checkout_url: checkout.checkoutUrl,
      liqpay_order_id: checkout.orderId,
      amount: checkout.amount,
      currency: checkout.currency,
    },
  });
});
