import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdsMoney,
  intentStatusOf,
  mergeStatus,
  decimalAmount,
  statusOfIntent,
  statusOfLiqpay,
  statusOfPayPalOrder,
  statusOfStripeEvent,
  type PaymentStatus,
} from './payment-state';

/** Histories a real card payment can have, in the order the provider makes them. */
const histories: PaymentStatus[][] = [
  ['requires_payment', 'failed'],
  ['requires_payment', 'failed', 'authorised', 'captured'],
  ['requires_payment', 'authorised', 'released'],
  ['requires_payment', 'authorised', 'captured', 'refunded'],
  ['requires_payment', 'failed', 'failed', 'authorised', 'captured'],
  ['requires_payment', 'released'],
];

describe('mergeStatus', () => {
  it('moves forward and never back', () => {
    expect(mergeStatus('requires_payment', 'authorised')).toBe('authorised');
    expect(mergeStatus('authorised', 'failed')).toBe('authorised');
    expect(mergeStatus('captured', 'authorised')).toBe('captured');
    expect(mergeStatus('failed', 'authorised')).toBe('authorised');
    expect(mergeStatus('authorised', 'released')).toBe('released');
    expect(mergeStatus('captured', 'refunded')).toBe('refunded');
  });

  it('gives the in-order final state for every order and repetition of a real history (R4)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...histories), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (history, picks) => {
        const inOrder = history.reduce(mergeStatus, 'requires_payment' as PaymentStatus);
        // Every event at least once, then duplicates, shuffled by the picks.
        const delivered = [...history, ...picks.map((p) => history[p % history.length]!)];
        const shuffled = delivered
          .map((status, i) => ({ status, key: picks[i % picks.length]! * 31 + i }))
          .sort((a, b) => a.key - b.key)
          .map((d) => d.status);
        expect(shuffled.reduce(mergeStatus, 'requires_payment' as PaymentStatus)).toBe(inOrder);
        expect(inOrder).toBe(history.at(-1));
      }),
    );
  });
});

describe('statuses from Stripe', () => {
  it('reads a PaymentIntent', () => {
    expect(statusOfIntent({ status: 'requires_capture' })).toBe('authorised');
    expect(statusOfIntent({ status: 'requires_payment_method' })).toBe('requires_payment');
    expect(statusOfIntent({ status: 'succeeded' })).toBe('captured');
    expect(statusOfIntent({ status: 'canceled' })).toBe('released');
    expect(statusOfIntent({ status: 'something_new' })).toBeNull();
  });

  it('names our states in Stripe’s words, read back as the same state where Stripe has one for it', () => {
    expect(intentStatusOf('authorised')).toBe('requires_capture');
    expect(intentStatusOf('captured')).toBe('succeeded');
    expect(intentStatusOf('refunded')).toBe('succeeded');
    expect(intentStatusOf('failed')).toBe('requires_payment_method');
    for (const status of ['requires_payment', 'authorised', 'released', 'captured'] as const) {
      expect(statusOfIntent({ status: intentStatusOf(status) })).toBe(status);
    }
  });

  it('reads the events that change a payment and ignores the rest', () => {
    expect(statusOfStripeEvent('payment_intent.amount_capturable_updated', {})).toBe('authorised');
    expect(statusOfStripeEvent('payment_intent.payment_failed', {})).toBe('failed');
    expect(statusOfStripeEvent('payment_intent.succeeded', {})).toBe('captured');
    expect(statusOfStripeEvent('payment_intent.canceled', {})).toBe('released');
    expect(statusOfStripeEvent('charge.refunded', { refunded: true })).toBe('refunded');
    expect(statusOfStripeEvent('charge.refunded', { refunded: false })).toBeNull();
    expect(statusOfStripeEvent('customer.created', {})).toBeNull();
  });

  it('counts only an authorisation or a capture as money held', () => {
    expect(holdsMoney('authorised')).toBe(true);
    expect(holdsMoney('captured')).toBe(true);
    expect(holdsMoney('released')).toBe(false);
    expect(holdsMoney('failed')).toBe(false);
  });
});

describe('statuses from PayPal', () => {
  it('reads an AUTHORIZE order by its authorisation', () => {
    expect(statusOfPayPalOrder({ status: 'CREATED' })).toBe('requires_payment');
    expect(statusOfPayPalOrder({ status: 'APPROVED' })).toBe('requires_payment');
    const withAuth = (status: string, captures: { status: string }[] = []) => ({
      status: 'COMPLETED',
      purchaseUnits: [{ payments: { authorizations: [{ status }], captures } }],
    });
    expect(statusOfPayPalOrder(withAuth('CREATED'))).toBe('authorised');
    expect(statusOfPayPalOrder(withAuth('CAPTURED', [{ status: 'COMPLETED' }]))).toBe('captured');
    expect(statusOfPayPalOrder(withAuth('CAPTURED', [{ status: 'REFUNDED' }]))).toBe('refunded');
    expect(statusOfPayPalOrder(withAuth('VOIDED'))).toBe('released');
    expect(statusOfPayPalOrder(withAuth('EXPIRED'))).toBe('released');
    expect(statusOfPayPalOrder(withAuth('DENIED'))).toBe('failed');
    expect(statusOfPayPalOrder({ status: 'SOMETHING' })).toBeNull();
  });

  it('sends yen whole and other currencies with two decimals', () => {
    expect(decimalAmount(50_000, 'JPY')).toBe('50000');
    expect(decimalAmount(50_000, 'eur')).toBe('500.00');
    expect(decimalAmount(1999, 'USD')).toBe('19.99');
  });
});

describe('statuses from LiqPay', () => {
  it('reads a hold, its completion, a failure, and a reversal by what it reverses', () => {
    expect(statusOfLiqpay('hold_wait', 'requires_payment')).toBe('authorised');
    expect(statusOfLiqpay('success', 'authorised')).toBe('captured');
    expect(statusOfLiqpay('failure', 'requires_payment')).toBe('failed');
    expect(statusOfLiqpay('reversed', 'authorised')).toBe('released');
    expect(statusOfLiqpay('reversed', 'captured')).toBe('refunded');
    expect(statusOfLiqpay('wait_secure', 'requires_payment')).toBe('requires_payment');
    expect(statusOfLiqpay('subscribed', 'requires_payment')).toBeNull();
  });
});
