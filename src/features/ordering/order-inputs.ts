import { z } from 'zod';
import { getT } from '@/i18n/i18n';

/** What the order-online API takes (checked by the handlers, documented from the same schemas). */

const attributeValue = z.union([z.string().max(5000), z.array(z.string().max(500)).max(50)]);

/** POST /buy_online/orders/init: the car to hold. */
export const initInput = z.object({ vehicle_id: z.number().int().positive() });

/**
 * POST /buy_online/payment: the payment init of site.md §3. The server decides the amount,
 * currency, capture method and account from the market's config; values sent anyway must agree.
 */
export const paymentInput = z.object({
  vehicle_id: z.number().int().positive(),
  lock_id: z.uuid().optional(),
  company_uuid: z.string().max(64).optional(),
  amount: z.number().int().min(0).optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  capture_method: z.literal('manual').optional(),
  stripe_account_id: z.string().max(80).optional(),
});

export type PaymentInput = z.infer<typeof paymentInput>;

/** POST /buy_online/paypal/create_order (site.md §1 PayPal orders). */
export const paypalOrderInput = z.object({
  vehicle_id: z.number().int().positive(),
  amount_value: z.union([z.string().regex(/^\d{1,10}(\.\d{1,2})?$/), z.number().nonnegative()]).optional(),
  amount_currency_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  company_uuid: z.string().max(64).optional(),
});

export type PayPalOrderInput = z.infer<typeof paypalOrderInput>;

export const orderInput = z.object({
  lock_id: z.uuid(),
  vehicle_id: z.number().int().positive(),
  finance_option: z.enum(['cash', 'lease', 'rent', 'loan']).optional(),
  config_url: z.url().max(2000).optional(),
  /**
   * Trade-in, service pack and booking choices under the spec's stored-data names (tradeInData,
   * servicePackData, appBookingData). Only an object here: the options step's rules need the
   * hold's offer, so `completeOrder` checks and normalises it (order-metadata.ts, 422 per field).
   */
  metadata: z.record(z.string().max(64), z.unknown()).default({}),
  /** The visitor's details: the reservation form's fields (the contact step). */
  attributes: z.record(z.string().max(64), attributeValue),
  terms_accepted: z.literal(true, { error: () => getT('ja')('ordering.errors.terms') }),
});

export type OrderInput = z.infer<typeof orderInput>;

/** An Idempotency-Key the API accepts. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;
