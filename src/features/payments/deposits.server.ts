import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { payments, type PaymentRow } from '@/db/schema';
import { captureCardPayment, releaseCardPayment, syncCardPayment } from './card-payments.server';
import { holdsMoney, type PaymentStatus } from './payment-state';
import { capturePayPalPayment, releasePayPalPayment, syncPayPalPayment } from './paypal-payments.server';

/**
 * A hold's deposit, whichever provider took it: the one place that dispatches on the provider,
 * so orders and the dealer's decisions never need to know which one it was.
 */

export async function depositsOf(holdId: string): Promise<PaymentRow[]> {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.holdId, holdId));
}

function sync(payment: PaymentRow, source: string) {
  return payment.provider === 'paypal' ? syncPayPalPayment(payment, source) : syncCardPayment(payment, source);
}

/** The hold's deposit that holds money, checked with its provider when our record does not say so yet. */
export async function heldDeposit(holdId: string): Promise<PaymentRow | undefined> {
  for (const payment of await depositsOf(holdId)) {
    if (holdsMoney(payment.status as PaymentStatus)) return payment;
    if (payment.provider === 'liqpay') continue;
    const synced = await sync(payment, 'checkout');
    if (synced && holdsMoney(synced.payment.status as PaymentStatus)) return synced.payment;
  }
  return undefined;
}

export function captureDeposit(payment: PaymentRow, orderId: string): Promise<PaymentRow> {
  return payment.provider === 'paypal' ? capturePayPalPayment(payment, orderId) : captureCardPayment(payment, orderId);
}

export function releaseDeposit(payment: PaymentRow, key: string, reason: 'requested_by_customer' | 'abandoned'): Promise<PaymentRow> {
  return payment.provider === 'paypal' ? releasePayPalPayment(payment, key) : releaseCardPayment(payment, key, reason);
}

/** The vendor type an order records for a deposit's provider (site.md §1: upper-cased). */
export function vendorOf(payment: PaymentRow): 'STRIPE' | 'PAYPAL' | 'LIQPAY' {
  return payment.provider.toUpperCase() as 'STRIPE' | 'PAYPAL' | 'LIQPAY';
}
