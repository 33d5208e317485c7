import type { paymentStatuses } from '@/db/schema/orders';

export type PaymentStatus = Exclude<(typeof paymentStatuses)[number], 'not_required'>;

/**
 * How far a payment has come. A provider's events only ever move a payment forward along this
 * order, so applying the same events in any order and any number of times ends in the same
 * state (quality.md R4): merging is taking the maximum, which is commutative, associative and
 * idempotent. A failed attempt is below an authorisation because the visitor may try another
 * card on the same PaymentIntent; captured and released never both happen to one payment.
 */
const progress: Record<PaymentStatus, number> = {
  requires_payment: 0,
  failed: 1,
  authorised: 2,
  released: 3,
  captured: 4,
  refunded: 5,
};

export function mergeStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  return progress[reported] > progress[current] ? reported : current;
}

/** A card authorisation is holding money for this car (the hold must then never lapse by time). */
export function holdsMoney(status: PaymentStatus): boolean {
  return status === 'authorised' || status === 'captured';
}

/** What a Stripe PaymentIntent's own status says about the payment (retrieve, webhook payloads). */
export function statusOfIntent(intent: { status: string }): PaymentStatus | null {
  switch (intent.status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
    case 'requires_action':
    case 'processing':
      return 'requires_payment';
    case 'requires_capture':
      return 'authorised';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'released';
    default:
      return null;
  }
}

/** Stripe's own status name for a card payment in our state (the inverse of `statusOfIntent`), for parties that speak Stripe's words. */
export function intentStatusOf(status: PaymentStatus): string {
  switch (status) {
    case 'requires_payment':
    case 'failed':
      return 'requires_payment_method';
    case 'authorised':
      return 'requires_capture';
    case 'released':
      return 'canceled';
    // A refund belongs to the charge; its PaymentIntent stays succeeded.
    case 'captured':
    case 'refunded':
      return 'succeeded';
  }
}

/** The Stripe events that change a payment, and the state each reports. Others are acknowledged and ignored. */
export function statusOfStripeEvent(type: string, object: { status?: string; refunded?: boolean }): PaymentStatus | null {
  switch (type) {
    case 'payment_intent.created':
      return 'requires_payment';
    case 'payment_intent.payment_failed':
      return 'failed';
    case 'payment_intent.amount_capturable_updated':
      return 'authorised';
    case 'payment_intent.succeeded':
      return 'captured';
    case 'payment_intent.canceled':
      return 'released';
    case 'charge.refunded':
      return object.refunded ? 'refunded' : null;
    default:
      return null;
  }
}

/** A PayPal order (intent AUTHORIZE) as our payment state: its authorisation's state once it has one. */
export function statusOfPayPalOrder(order: {
  status?: string;
  purchaseUnits?: { payments?: { authorizations?: { status?: string }[]; captures?: { status?: string }[] } }[];
}): PaymentStatus | null {
  const payments = order.purchaseUnits?.[0]?.payments;
  if (payments?.captures?.some((c) => c.status === 'REFUNDED' || c.status === 'PARTIALLY_REFUNDED')) return 'refunded';
  switch (payments?.authorizations?.[0]?.status) {
    case 'CREATED':
    case 'PENDING':
      return 'authorised';
    case 'CAPTURED':
    case 'PARTIALLY_CAPTURED':
      return 'captured';
    case 'VOIDED':
    case 'EXPIRED':
      return 'released';
    case 'DENIED':
      return 'failed';
  }
  if (order.status === 'VOIDED') return 'released';
  if (order.status === 'CREATED' || order.status === 'APPROVED' || order.status === 'SAVED' || order.status === 'PAYER_ACTION_REQUIRED')
    return 'requires_payment';
  return null;
}

/** Currencies counted in whole units (no decimals): the amount is sent as is. */
const wholeUnitCurrencies = new Set(['JPY', 'HUF', 'TWD']);

/** Our amount (the currency's smallest unit, as Stripe counts) as a decimal string (PayPal's `value`, LiqPay's `amount`). */
export function decimalAmount(amount: number, currency: string): string {
  return wholeUnitCurrencies.has(currency.toUpperCase()) ? String(amount) : (amount / 100).toFixed(2);
}

/**
 * A LiqPay payment status (callback or `status` request) for our `hold` action. `reversed` is a
 * refund: of a held payment it releases the hold, of a completed one it refunds it.
 */
export function statusOfLiqpay(status: string, current: PaymentStatus): PaymentStatus | null {
  switch (status) {
    case 'hold_wait':
    case 'sandbox':
      return 'authorised';
    case 'success':
      return 'captured';
    case 'failure':
    case 'error':
      return 'failed';
    case 'reversed':
      return current === 'captured' || current === 'refunded' ? 'refunded' : 'released';
    case 'processing':
    case 'prepared':
    case 'wait_secure':
    case 'wait_accept':
    case 'wait_card':
    case 'wait_compensation':
    case '3ds_verify':
    case 'otp_verify':
      return 'requires_payment';
    default:
      return null;
  }
}
