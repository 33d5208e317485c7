import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { orders, vehicleHolds } from '@/db/schema';
import { checkoutPath } from './checkout-path';
import { holderHash } from './holds.server';
import { confirmationPath } from './order-link.server';

// Kept apart from checkout.server: the reservation-flow block calls this from every CMS page's
// module graph, which must not pull in the vehicle page's components (and their JavaScript).

export type FlowReservation =
  { kind: 'in_progress'; vehicleId: number; path: string } | { kind: 'made'; orderNumber: string; path: string };

/**
 * What this browser already did from a reservation-flow block: a reservation it made there (still
 * standing), or a checkout it left in progress — the block's "reservation made" screen and its
 * "continue" link. The newest counts; cancelled and expired orders do not.
 */
export async function reservationFromFlow(secret: string | null, flowId: number): Promise<FlowReservation | null> {
  if (!secret) return null;
  const db = await getDb();
  const rows = await db
    .select({ hold: vehicleHolds, orderNumber: orders.orderNumber, orderStatus: orders.status })
    .from(vehicleHolds)
    .leftJoin(orders, eq(orders.lockId, vehicleHolds.id))
    .where(and(eq(vehicleHolds.holderHash, holderHash(secret)), sql`${vehicleHolds.draft}->>'flow' = ${String(flowId)}`))
    .orderBy(desc(vehicleHolds.createdAt))
    .limit(5);
  const now = new Date();
  for (const { hold, orderNumber, orderStatus } of rows) {
    if (orderNumber && orderStatus !== 'cancelled' && orderStatus !== 'expired') {
      return { kind: 'made', orderNumber, path: await confirmationPath(orderNumber) };
    }
    if (hold.status === 'active' && (hold.expiresAt > now || hold.paymentAuthorised)) {
      return { kind: 'in_progress', vehicleId: hold.vehicleId, path: checkoutPath(hold.vehicleId) };
    }
  }
  return null;
}
