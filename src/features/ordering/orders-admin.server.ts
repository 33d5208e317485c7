import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { orderEvents, orders, payments, vehicles, type OrderEventRow, type OrderRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, systemActor, type Actor } from '@/features/auth/permissions';
import { queueCrmCancellation } from '@/features/forms/deliveries.server';
import { wakeDeliveries } from '@/features/forms/jobs.server';
import { captureDeposit, depositsOf, releaseDeposit } from '@/features/payments/deposits.server';
import { AppError } from '@/lib/app-error';
import { announceVehicleStatus } from './holds.server';
import { normaliseOrderNumber } from './order-number';

/**
 * Orders for the dealer staff (issue 10 item 12): the list with status, payment state and the
 * authorisation's deadline, and the two decisions a dealer makes — confirm (the car is theirs; a
 * card deposit is captured) and cancel with a reason (the car goes back on sale; the deposit is
 * released or refunded). Each is an order event and an
 * audit entry; an order already decided is refused with 409, never changed twice.
 */

export const cancelReasons = ['customer_request', 'vehicle_unavailable', 'no_contact', 'duplicate', 'other'] as const;
export type CancelReason = (typeof cancelReasons)[number];

export interface OrderListItem {
  order: OrderRow;
  vehicleName: string | null;
  /** When a card authorisation lapses unless the dealer confirms (captures) first. */
  authorisedUntil: Date | null;
}

export async function listOrders(actor: Actor, { page = 1, items = 25 } = {}): Promise<{ items: OrderListItem[]; total: number }> {
  assertCan(actor, 'orders.read');
  const db = await getDb();
  const rows = await db
    .select({ order: orders, vehicleName: vehicles.modelDisplayName, authorisedUntil: payments.authorisedUntil })
    .from(orders)
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(payments, and(eq(payments.holdId, orders.lockId), eq(payments.provider, 'stripe')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(items)
    .offset((page - 1) * items);
  const [total] = await db.select({ n: count() }).from(orders);
  return { items: rows, total: total?.n ?? 0 };
}

export async function orderEventsOf(actor: Actor, orderIds: string[]): Promise<Map<string, OrderEventRow[]>> {
  assertCan(actor, 'orders.read');
  const byOrder = new Map<string, OrderEventRow[]>();
  if (!orderIds.length) return byOrder;
  const db = await getDb();
  for (const event of await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(orderEvents.id)) {
    byOrder.set(event.orderId, [...(byOrder.get(event.orderId) ?? []), event]);
  }
  return byOrder;
}

type Decision = 'confirmed' | 'cancelled' | 'expired';

/** The order statuses each decision may be taken from. */
const decidableFrom: Record<Decision, string[]> = {
  confirmed: ['reserved'],
  cancelled: ['reserved', 'confirmed', 'awaiting_payment'],
  expired: ['reserved', 'awaiting_payment'],
};

/**
 * The deposit follows the decision, at its provider first: captured on confirm, released (or refunded
 * once captured) on cancel. Done before the order changes, so an order is never confirmed with a
 * deposit the provider refused to capture; each call's idempotency key is the order's, so a retry
 * after a failure here happens once at Stripe.
 */
async function settleDeposit(order: OrderRow, next: Decision): Promise<void> {
  if (order.paymentVendor === 'NO_PAYMENT_JAPAN' || next === 'expired') return;
  if (!decidableFrom[next].includes(order.status)) return; // refused below with 409
  const payment = (await depositsOf(order.lockId)).find((p) => p.provider === order.paymentVendor.toLowerCase());
  if (!payment) return;
  if (next === 'confirmed') await captureDeposit(payment, order.id);
  else await releaseDeposit(payment, order.id, 'requested_by_customer');
}

async function decide(
  actor: Actor,
  number: string,
  next: Decision,
  detail: Record<string, unknown>,
  reason: CancelReason | null,
): Promise<OrderRow> {
  assertCan(actor, 'orders.manage');
  const orderNumber = normaliseOrderNumber(number);
  const db = await getDb();
  const [before] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!before) throw new AppError('NOT_FOUND', `No order ${orderNumber}.`);
  await settleDeposit(before, next);
  let crmTold = false;
  const { order, listingId } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    if (!current) throw new AppError('NOT_FOUND', `No order ${orderNumber}.`);
    if (!decidableFrom[next].includes(current.status)) {
      throw new AppError('CONFLICT', `Order ${orderNumber} is ${current.status}; it cannot become ${next}.`, [
        { pointer: 'status', detail: current.status },
      ]);
    }
    const [changed] = await tx
      .update(orders)
      .set({ status: next, updatedAt: new Date(), ...(next === 'cancelled' ? { cancelReason: reason } : {}) })
      .where(eq(orders.id, current.id))
      .returning();
    let listing: string | null = null;
    if (next !== 'confirmed') {
      // Back on sale, unless the dealer meanwhile sold it some other way.
      const [car] = await tx
        .update(vehicles)
        .set({ status: 'stock' })
        .where(and(eq(vehicles.id, current.vehicleId), eq(vehicles.status, 'reserved')))
        .returning({ listingId: vehicles.listingId });
      listing = car?.listingId ?? null;
    }
    // The CRM that has the reservation's lead is told it is off (through the lead outbox).
    if (next !== 'confirmed' && current.rdxFormsLeadId) crmTold = await queueCrmCancellation(current.rdxFormsLeadId, tx);
    await tx.insert(orderEvents).values({ orderId: current.id, type: next, actor: actorLabel(actor), detail });
    await recordAudit(
      actor,
      `order.${next === 'confirmed' ? 'confirm' : next === 'expired' ? 'expire' : 'cancel'}`,
      'order',
      orderNumber,
      { status: current.status },
      { status: next, ...detail },
      tx,
    );
    return { order: changed!, listingId: listing };
  });
  if (listingId) await announceVehicleStatus(listingId, order.vehicleId, 'stock');
  if (crmTold) wakeDeliveries();
  return order;
}

/** The dealer takes the order; a card deposit is captured. */
export function confirmOrder(actor: Actor, number: string): Promise<OrderRow> {
  return decide(actor, number, 'confirmed', {}, null);
}

/** The order is off: the car is for sale again, a deposit released or refunded, the reason kept for the record. */
export function cancelOrder(actor: Actor, number: string, reason: CancelReason, note = ''): Promise<OrderRow> {
  return decide(actor, number, 'cancelled', { reason, note: note.slice(0, 500) }, reason);
}

/** The card authorisation lapsed or was cancelled at Stripe before the dealer decided: the car is for sale again. */
export function expireOrder(number: string, detail: Record<string, unknown>): Promise<OrderRow> {
  return decide(systemActor('payments'), number, 'expired', detail, null);
}
