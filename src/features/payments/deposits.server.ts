import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { payments, type PaymentRow } from '@/db/schema';
import { captureCardPayment, releaseCardPayment, syncCardPayment } from './card-payments.server';
import { holdsMoney, type PaymentStatus } from './payment-state';
import { captureLiqpayPayment, releaseLiqpayPayment, syncLiqpayPayment } from './liqpay-payments.server';
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
  if (payment.provider === 'paypal') return syncPayPalPayment(payment, source);
  if (payment.provider === 'liqpay') return syncLiqpayPayment(payment, source);
  return syncCardPayment(payment, source);
}

/** The hold's deposit that holds money, checked with its provider when our record does not say so yet. */
export async function heldDeposit(holdId: string): Promise<PaymentRow | undefined> {
  for (const payment of await depositsOf(holdId)) {
    if (holdsMoney(payment.status as PaymentStatus)) return payment;
    const synced = await sync(payment, 'checkout');
    if (synced && holdsMoney(synced.payment.status as PaymentStatus)) return synced.payment;
  }
  return undefined;
}

export function captureDeposit(payment: PaymentRow, orderId: string): Promise<PaymentRow> {
  if (payment.provider === 'paypal') return capturePayPalPayment(payment, orderId);
  if (payment.provider === 'liqpay') return captureLiqpayPayment(payment);
  return captureCardPayment(payment, orderId);
}

export function releaseDeposit(payment: PaymentRow, key: string, reason: 'requested_by_customer' | 'abandoned'): Promise<PaymentRow> {
  if (payment.provider === 'paypal') return releasePayPalPayment(payment, key);
  if (payment.provider === 'liqpay') return releaseLiqpayPayment(payment);
  return releaseCardPayment(payment, key, reason);
}

/** The vendor type an order records for a deposit's provider (site.md §1: upper-cased). */
export function vendorOf(payment: PaymentRow): 'STRIPE' | 'PAYPAL' | 'LIQPAY' {
  return payment.provider.toUpperCase() as 'STRIPE' | 'PAYPAL' | 'LIQPAY';
}
