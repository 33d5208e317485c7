import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { orderEvents, orders } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { queueCrmCancellation } from '@/features/forms/deliveries.server';
import { wakeDeliveries } from '@/features/forms/jobs.server';
import { logger } from '@/lib/logger.server';
import { screenOf, type CancellableOrder, type CancellationScreen } from './cancellation';
import { canOpenOrder } from './order-link.server';
import { normaliseOrderNumber, orderNumberPattern } from './order-number';
import { cancelOrder } from './orders-admin.server';

/**
 * The owner cancels their reservation from its signed link (blocks.md 2.17, decision 0034). Before
 * the dealer confirmed, it is cancelled at once — deposit released, car for sale, CRM told. After,
 * the deposit has been taken: it becomes a request the dealer decides (and refunds).
 */
export async function cancelOwnOrder(number: string, token: string | null): Promise<CancellationScreen> {
  const orderNumber = normaliseOrderNumber(number);
  if (!(await canOpenOrder(orderNumber, token))) return 'unavailable';
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const screen = screenOf(order ?? null);
  if (screen === 'cancellation') {
    await cancelOrder(systemActor('customer'), orderNumber, 'customer_request', 'お客様ご自身による取り消し');
    logger.info({ orderNumber }, 'reservation cancelled by its owner');
    return 'thank_you';
  }
  if (screen !== 'paid_lead_cancel_only' || !order) return screen;
  const requested = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ cancelRequestedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'confirmed'), isNull(orders.cancelRequestedAt)))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx.insert(orderEvents).values({ orderId: order.id, type: 'cancel_requested', actor: 'customer', detail: {} });
    if (order.rdxFormsLeadId) await queueCrmCancellation(order.rdxFormsLeadId, tx);
    return true;
  });
  if (requested) wakeDeliveries();
  return 'awaiting_cancellation';
}

/**
 * The order a signed link opens, with only what the cancellation screens need; null when the number
 * or the token is wrong, so nothing of any order reaches a page opened without its owner's link.
 * Signed-in staff see no more than anyone else: the cancellation flow block is the owner's page.
 */
export async function orderOpenedByLink(
  number: string,
  token: string | null,
): Promise<(CancellableOrder & { orderNumber: string }) | null> {
  const orderNumber = normaliseOrderNumber(number);
  if (!orderNumberPattern.test(orderNumber) || !(await canOpenOrder(orderNumber, token))) return null;
  const db = await getDb();
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, cancelRequestedAt: orders.cancelRequestedAt })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order ?? null;
}
