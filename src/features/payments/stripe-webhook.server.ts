import 'server-only';
import type Stripe from 'stripe';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { applyPaymentStatus, syncCardPayment, type PaymentChange } from './card-payments.server';
import { statusOfStripeEvent } from './payment-state';
import { stripe } from './stripe-client.server';

/**
 * Stripe's webhooks (issue 10 item 7, quality.md control 6 and R5). The signature is checked on
 * the raw body by the Stripe library (HMAC-SHA256, constant-time comparison, timestamps older
 * than five minutes refused); the event id is stored under a unique index in the same
 * transaction as its effect, so a retried or replayed delivery changes nothing; and payment
 * states only move forward, so events in any order give the same final state (R4).
 */

/** Stripe's own default: a signature older than this is a replay. */
export const signatureToleranceSeconds = 300;

export interface WebhookOutcome {
  event: { id: string; type: string };
  /** The payment it concerns (null: an event about something else, acknowledged and ignored). */
  change: PaymentChange | null;
}

function paymentIntentIdOf(object: Record<string, unknown>): string | null {
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  if (object.object === 'charge' && typeof object.payment_intent === 'string') return object.payment_intent;
  return null;
}

export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('UNAVAILABLE', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(rawBody, signature ?? '', secret, signatureToleranceSeconds);
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'Stripe webhook refused: bad or stale signature');
    throw new AppError('BAD_REQUEST', 'The Stripe-Signature header does not match this body, or it is too old.', [
      { pointer: 'Stripe-Signature', detail: 'invalid' },
    ]);
  }
  const object = event.data.object as unknown as Record<string, unknown>;
  const ref = paymentIntentIdOf(object);
  const reported = statusOfStripeEvent(event.type, object as { refunded?: boolean });
  if (!ref || !reported) return { event: { id: event.id, type: event.type }, change: null };
  const error = (object.last_payment_error as { message?: string } | null | undefined)?.message ?? null;
  let change = await applyPaymentStatus('stripe', ref, reported, { error, source: 'stripe', event: { id: event.id, type: event.type } });
  // The authorisation's deadline is on the charge, which the event does not carry expanded.
  if (change?.changed && change.payment.status === 'authorised') {
    const synced = await syncCardPayment(change.payment, 'stripe');
    if (synced) change = { ...change, payment: synced.payment };
  }
  return { event: { id: event.id, type: event.type }, change };
}
