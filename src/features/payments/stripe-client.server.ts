import 'server-only';
import Stripe from 'stripe';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';

/**
 * The Stripe client, made once from the environment. STRIPE_API_URL points the real library at a
 * stand-in (tests, `npm run dev:services`); in production it is unset and the library talks to
 * api.stripe.com. Card deposits are refused with 503 when the keys are missing, instead of
 * failing somewhere inside a checkout.
 */
let client: Stripe | undefined;

export interface StripeKeys {
  publishableKey: string;
  webhookSecret: string | undefined;
}

export function stripeConfigured(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_PUBLISHABLE_KEY);
}

export function stripeKeys(): StripeKeys {
  requireConfigured();
  return { publishableKey: env().STRIPE_PUBLISHABLE_KEY!, webhookSecret: env().STRIPE_WEBHOOK_SECRET };
}

function requireConfigured(): void {
  if (!stripeConfigured()) {
    throw new AppError('UNAVAILABLE', 'Card payments are not configured (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY).');
  }
}

export function stripe(): Stripe {
  requireConfigured();
  if (!client) {
    const base = env().STRIPE_API_URL ? new URL(env().STRIPE_API_URL!) : null;
    client = new Stripe(env().STRIPE_SECRET_KEY!, {
      // Retries reuse the request's idempotency key, so a retried create or capture happens once.
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }
  return client;
}
