import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { orderEvents, orders, type leadDeliveries } from '@/db/schema';
import { logger } from '@/lib/logger.server';
import type { CrmPaymentIntent } from './crm.server';

/**
 * Lead API `create_payment_intent` (site.md §7): a reservation made on a card deposit tells the
 * CRM that has its lead which Stripe PaymentIntent holds the money, with the lead's Salesforce id.
 * It travels through the lead outbox like `crm_cancellation` — queued with the order, retried,
 * one idempotency key per lead, and only once the CRM has the lead.
 *
 * What is sent is what the order recorded of its deposit when it was made (the `reserved` order
 * event), not the payment's state when the worker comes round: every retry sends the same body,
 * so a CRM that holds a key to the same request never sees a second, different one.
 */

/** The PaymentIntent as the order recorded it, without the Salesforce id the delivery asks the CRM for. */
export type PaymentIntentRecord = Omit<CrmPaymentIntent, 'salesforce_lead_id'>;

const paymentIntentRecord = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
  status: z.string().min(1),
});

/** The outbox row an order with a Stripe deposit adds to its lead's, in the statement that stores the lead. */
export function crmPaymentIntentDelivery(leadId: string): typeof leadDeliveries.$inferInsert {
  return { leadId, kind: 'crm_payment_intent', idempotencyKey: `${leadId}:crm_payment_intent` };
}

/** The PaymentIntent recorded by the order of this lead, or null when the order has none (or no longer exists). */
export async function recordedPaymentIntent(leadId: string): Promise<PaymentIntentRecord | null> {
  const db = await getDb();
  const [event] = await db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orders.rdxFormsLeadId, leadId), eq(orderEvents.type, 'reserved')))
    .limit(1);
  if (!event) return null;
  const parsed = paymentIntentRecord.safeParse(event.detail.payment_intent);
  if (!parsed.success) {
    logger.warn({ leadId }, 'the order of this lead recorded no Stripe PaymentIntent');
    return null;
  }
  return parsed.data;
}
