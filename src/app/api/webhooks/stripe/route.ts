import { reconcilePayment } from '@/features/ordering/payment-effects.server';
import { receiveStripeWebhook } from '@/features/payments/stripe-webhook.server';
import { apiRoute, json } from '@/lib/api.server';
import { readBodyText } from '@/lib/read-body';

/**
 * POST /api/webhooks/stripe — Stripe's events about deposits. No cookie and no Origin: the
 * signature over the raw body is the authentication (checked before anything is parsed). 400 for a
 * bad or stale signature; 200 for an event applied now, one seen before, or one about something
 * else; 5xx makes Stripe deliver it again later.
 */
export const POST = apiRoute(async (request) => {
  const body = await readBodyText(request, 512 * 1024, 'A webhook event');
  const { event, change } = await receiveStripeWebhook(body, request.headers.get('stripe-signature'));
  if (change) await reconcilePayment(change.payment);
  return json({ received: true, id: event.id, duplicate: change?.duplicate ?? false });
});
