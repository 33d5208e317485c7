import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { orderEvents, orders, vehicles, type OrderEventRow, type OrderRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { announceVehicleStatus } from './holds.server';
import { normaliseOrderNumber } from './order-number';

/**
 * Orders for the dealer staff (issue 10 item 12): the list with status and payment state, and the
 * two decisions a dealer makes — confirm (the car is theirs: a card deposit would be captured
 * here) and cancel with a reason (the car goes back on sale). Each is an order event and an
 * audit entry; an order already decided is refused with 409, never changed twice.
 */

export const cancelReasons = ['customer_request', 'vehicle_unavailable', 'no_contact', 'duplicate', 'other'] as const;
export type CancelReason = (typeof cancelReasons)[number];

export interface OrderListItem {
  order: OrderRow;
  vehicleName: string | null;
}

export async function listOrders(actor: Actor, { page = 1, items = 25 } = {}): Promise<{ items: OrderListItem[]; total: number }> {
  assertCan(actor, 'orders.read');
  const db = await getDb();
  const rows = await db
    .select({ order: orders, vehicleName: vehicles.modelDisplayName })
    .from(orders)
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
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

async function decide(
  actor: Actor,
  number: string,
  next: 'confirmed' | 'cancelled',
  detail: Record<string, unknown>,
  reason: CancelReason | null,
): Promise<OrderRow> {
  assertCan(actor, 'orders.manage');
  const orderNumber = normaliseOrderNumber(number);
  const db = await getDb();
  const { order, listingId } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    if (!current) throw new AppError('NOT_FOUND', `No order ${orderNumber}.`);
    const allowed = next === 'confirmed' ? ['reserved'] : ['reserved', 'confirmed', 'awaiting_payment'];
    if (!allowed.includes(current.status)) {
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
    if (next === 'cancelled') {
      // Back on sale, unless the dealer meanwhile sold it some other way.
      const [car] = await tx
        .update(vehicles)
        .set({ status: 'stock' })
        .where(and(eq(vehicles.id, current.vehicleId), eq(vehicles.status, 'reserved')))
        .returning({ listingId: vehicles.listingId });
      listing = car?.listingId ?? null;
    }
    await tx.insert(orderEvents).values({ orderId: current.id, type: next, actor: actorLabel(actor), detail });
    await recordAudit(
      actor,
      `order.${next === 'confirmed' ? 'confirm' : 'cancel'}`,
      'order',
      orderNumber,
      { status: current.status },
      { status: next, ...detail },
      tx,
    );
    return { order: changed!, listingId: listing };
  });
  if (listingId) await announceVehicleStatus(listingId, order.vehicleId, 'stock');
  return order;
}

/** The dealer takes the order (for a card deposit this is where the authorisation is captured). */
export function confirmOrder(actor: Actor, number: string): Promise<OrderRow> {
  return decide(actor, number, 'confirmed', {}, null);
}

/** The order is off: the car is for sale again, the reason kept for the record. */
export function cancelOrder(actor: Actor, number: string, reason: CancelReason, note = ''): Promise<OrderRow> {
  return decide(actor, number, 'cancelled', { reason, note: note.slice(0, 500) }, reason);
}
