import { ownActiveHold } from '@/features/ordering/checkout.server';
import { cardDepositFor } from '@/features/ordering/deposit.server';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { paymentInput } from '@/features/ordering/order-inputs';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';

/**
 * POST /api/buy_online/payment — the card deposit of the car this browser holds: a Stripe
 * PaymentIntent with manual capture (made once per hold), answered with what Stripe.js needs.
 */
export const POST = apiRoute(async (request) => {
  requireSameOrigin(request);
  const input = await readJsonBody(request, paymentInput, { maxBytes: 10_000 });
  const hold = await ownActiveHold(input.vehicle_id, holderSecretOf(request.headers.get('cookie')));
  if (!hold) throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.hold_not_found'), [{ pointer: 'lock_id', detail: 'unknown' }]);
  const payment = await cardDepositFor(hold, input);
  return json({
    data: {
      payment_intent_id: payment.paymentIntentId,
      client_secret: payment.clientSecret,
      publishable_key: payment.publishableKey,
      stripe_account_id: payment.stripeAccountId,
      amount: payment.amount,
      currency: payment.currency,
      capture_method: payment.captureMethod,
      status: payment.status,
      vehicle_id: hold.vehicleId,
      lock_id: hold.id,
    },
  });
});
