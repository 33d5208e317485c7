import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { orders, vehicleHolds, type PaymentRow } from '@/db/schema';
import { releaseDeposit } from '@/features/payments/deposits.server';
import { isAppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { expireOrder } from './orders-admin.server';
import { checkoutOrderKey, orderInputFromDraft, placeOrder, requestFingerprint } from './orders.server';
import { checkoutPath } from './checkout.server';

/**
 * What a payment's state means for its order, made true whenever Stripe tells us anything about it
 * (every webhook delivery, duplicates included, so a failure here is repaired by Stripe's retry):
 *
 * - authorised, no order yet, hold still active → the order is made from the checkout's draft (the
 *   visitor paid and closed the tab before the page could finish);
 * - authorised, but the hold ended first (it ran out while the card was being typed) → the money
 *   is released at once: nobody pays for a car they do not get;
 * - released (the authorisation lapsed, or was cancelled at Stripe) while the order still waits for
 *   the dealer → the order expires and the car is for sale again.
 *
 * Each is idempotent, so running it again on the same state does nothing.
 */
export async function reconcilePayment(payment: PaymentRow): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.lockId, payment.holdId));
  if (payment.status === 'authorised' && !order) {
    const [hold] = await db.select().from(vehicleHolds).where(eq(vehicleHolds.id, payment.holdId));
    if (!hold) return;
    if (hold.status === 'active') {
      const input = orderInputFromDraft(hold);
      try {
        await placeOrder(hold, input, {
          idempotencyKey: checkoutOrderKey(hold.id),
          fingerprint: requestFingerprint(input),
          client: 'stripe-webhook',
          language: 'ja',
          sourcePath: checkoutPath(hold.vehicleId),
          actor: 'stripe',
        });
        return;
      } catch (error) {
        // Details that no longer pass the reservation form (it changed meanwhile): the visitor's
        // checkout sends them back to fix them and then orders with this same authorisation; left
        // alone, Stripe lapses it after seven days and the hold ends (it then holds no money).
        if (isAppError(error) && error.status === 422) {
          logger.warn({ holdId: hold.id, err: error.message }, 'card authorised but the order could not be made from the draft');
          return;
        }
        // The hold ended between the read and the order: release below. Anything else: Stripe retries.
        if (!(isAppError(error) && error.status === 409)) throw error;
      }
    }
    // A hold that is no longer active may have become an order a moment ago (the checkout's button
    // or the API, committed after the read above): the order and its hold change in one
    // transaction, so reading again tells an order from a lapsed hold. Only the latter is released.
    const [made] = await db.select({ id: orders.id }).from(orders).where(eq(orders.lockId, payment.holdId));
    if (made) return;
    logger.warn({ holdId: hold.id, paymentIntent: payment.providerRef }, 'card authorised for a hold that had ended: releasing it');
    await releaseDeposit(payment, hold.id, 'abandoned');
    return;
  }
  if (payment.status === 'released' && order && (order.status === 'reserved' || order.status === 'awaiting_payment')) {
    await expireOrder(order.orderNumber, { reason: 'authorisation_released', payment_intent: payment.providerRef });
  }
}
