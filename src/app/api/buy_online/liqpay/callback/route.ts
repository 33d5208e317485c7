import { reconcilePayment } from '@/features/ordering/payment-effects.server';
import { receiveLiqpayCallback } from '@/features/payments/liqpay-payments.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';
import { readBodyText } from '@/lib/read-body';

/**
 * POST /api/buy_online/liqpay/callback — LiqPay's server callback (form fields `data`,
 * `signature`). No cookie, no Origin: the signature is the authentication. 400 when it does not
 * match; 200 for a status applied now or seen before.
 */
export const POST = apiRoute(async (request) => {
  const form = new URLSearchParams(await readBodyText(request, 64 * 1024, 'A LiqPay callback'));
  const data = form.get('data');
  const signature = form.get('signature');
  if (!data || !signature) {
    throw new AppError('BAD_REQUEST', 'data and signature are required.', [{ pointer: data ? 'signature' : 'data', detail: 'required' }]);
  }
  const change = await receiveLiqpayCallback(data, signature);
  if (change) await reconcilePayment(change.payment);
  return json({ received: true, duplicate: change?.duplicate ?? false });
});
