import 'server-only';
import { ApiError, CheckoutPaymentIntent, OrdersController, PaymentsController, type Order } from '@paypal/paypal-server-sdk';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { payments, type PaymentRow, type VehicleHoldRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { applyPaymentStatus, type PaymentChange } from './card-payments.server';
import { decimalAmount, statusOfPayPalOrder, type PaymentStatus } from './payment-state';
import { paypal } from './paypal-client.server';

/**
 * PayPal deposits (issue 10 item 6): an order with intent AUTHORIZE, approved by the buyer in
 * PayPal's window, authorised by us once approved, captured when the dealer confirms and voided
 * (or refunded) on cancellation — the same life as a Stripe manual-capture deposit. Every
 * call that changes something carries a PayPal-Request-Id made from our ids, so a retry happens once.
 */

const orders = () => new OrdersController(paypal());
const paymentsApi = () => new PaymentsController(paypal());

export interface PayPalStart {
  orderId: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
}

/** The PayPal order of this hold, made the first time (create_order: amount_value, amount_currency_code, company_uuid, vehicle_id). */
export async function startPayPalOrder(
  hold: VehicleHoldRow,
  terms: { amount: number; currency: string; companyUuid?: string | undefined },
): Promise<PayPalStart> {
  if (!Number.isInteger(terms.amount) || terms.amount < 1) {
    throw new AppError('CONFLICT', 'This market asks for a PayPal deposit but sets no reservation fee.', [
      { pointer: 'reservation_fee', detail: 'must be a positive whole amount' },
    ]);
  }
  const db = await getDb();
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, hold.id), eq(payments.provider, 'paypal')));
  if (existing)
    return {
      orderId: existing.providerRef,
      amount: existing.amount,
      currency: existing.currency,
      status: existing.status as PaymentStatus,
    };
  const currency = terms.currency.toUpperCase();
  const { result } = await orders().createOrder({
    paypalRequestId: `order-${hold.id}`,
    prefer: 'return=representation',
    body: {
      intent: CheckoutPaymentIntent.Authorize,
      purchaseUnits: [
        {
          referenceId: hold.id,
          customId: hold.id,
          description: `Reservation deposit, vehicle ${hold.vehicleId}`,
          ...(terms.companyUuid ? { invoiceId: `${terms.companyUuid}-${hold.id}`.slice(0, 127) } : {}),
          amount: { currencyCode: currency, value: decimalAmount(terms.amount, currency) },
        },
      ],
    },
  });
  await db
    .insert(payments)
    .values({ holdId: hold.id, provider: 'paypal', providerRef: result.id!, amount: terms.amount, currency })
    .onConflictDoNothing();
  return { orderId: result.id!, amount: terms.amount, currency, status: 'requires_payment' };
}

function authorisationOf(order: Order) {
  return order.purchaseUnits?.[0]?.payments?.authorizations?.[0];
}

/**
 * Asks PayPal how the order stands and records it. An order the buyer approved is authorised
 * here (once: PayPal-Request-Id), so the checkout's "complete" is what turns approval into money
 * held — never the browser saying it was approved.
 */
export async function syncPayPalPayment(payment: PaymentRow, source: string): Promise<PaymentChange | null> {
  let { result: order } = await orders().getOrder({ id: payment.providerRef });
  if (order.status === 'APPROVED') {
    ({ result: order } = await orders().authorizeOrder({
      id: payment.providerRef,
      paypalRequestId: `authorize-${payment.providerRef}`,
      prefer: 'return=representation',
    }));
  }
  const status = statusOfPayPalOrder(order);
  if (!status) return null;
  const expires = authorisationOf(order)?.expirationTime;
  return applyPaymentStatus('paypal', payment.providerRef, status, { authorisedUntil: expires ? new Date(expires) : null, source });
}

export async function capturePayPalPayment(payment: PaymentRow, orderId: string): Promise<PaymentRow> {
  const { result: order } = await orders().getOrder({ id: payment.providerRef });
  const authorisation = authorisationOf(order);
  if (!authorisation?.id)
    throw new AppError('CONFLICT', 'The PayPal order has no authorisation to capture.', [
      { pointer: 'payment_status', detail: 'capture_failed' },
    ]);
  try {
    await paymentsApi().captureAuthorizedPayment({
      authorizationId: authorisation.id,
      paypalRequestId: `capture-${orderId}`,
      prefer: 'return=minimal',
    });
  } catch (error) {
    await syncPayPalPayment(payment, 'capture').catch(() => undefined);
    logger.warn({ err: error, paypalOrder: payment.providerRef }, 'capture refused by PayPal');
    throw new AppError(
      'CONFLICT',
      `PayPal refused the capture: ${error instanceof ApiError ? error.statusCode : (error as Error).message}`,
      [{ pointer: 'payment_status', detail: 'capture_failed' }],
    );
  }
  return (await applyPaymentStatus('paypal', payment.providerRef, 'captured', { source: 'capture' }))?.payment ?? payment;
}

/** The money goes back: an authorisation voided, a capture refunded; an order never approved needs nothing at PayPal. */
export async function releasePayPalPayment(payment: PaymentRow, key: string): Promise<PaymentRow> {
  const { result: order } = await orders().getOrder({ id: payment.providerRef });
  const authorisation = authorisationOf(order);
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (capture?.id && capture.status === 'COMPLETED') {
    await paymentsApi().refundCapturedPayment({ captureId: capture.id, paypalRequestId: `refund-${key}`, prefer: 'return=minimal' });
    return (await applyPaymentStatus('paypal', payment.providerRef, 'refunded', { source: 'refund' }))?.payment ?? payment;
  }
  if (authorisation?.id && authorisation.status === 'CREATED') {
    await paymentsApi().voidPayment({ authorizationId: authorisation.id, paypalRequestId: `void-${key}`, prefer: 'return=minimal' });
  }
  return (await applyPaymentStatus('paypal', payment.providerRef, 'released', { source: 'release' }))?.payment ?? payment;
}
