import 'server-only';
import type { VehicleHoldRow } from '@/db/schema';
import { startCardPayment, type CardPaymentStart } from '@/features/payments/card-payments.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { decimalAmount } from '@/features/payments/payment-state';
import { liqpayCheckoutData, type LiqpayCheckout } from '@/features/payments/liqpay-payments.server';
import { startPayPalOrder, type PayPalStart } from '@/features/payments/paypal-payments.server';
import { env } from '@/lib/env.server';
import { checkoutPath, checkoutSteps, phoneVerifiedEnough } from './checkout.server';
import type { PaymentInput, PayPalOrderInput } from './order-inputs';
import { journeyOf } from './journey';
import { reservationConfig } from './reservation-config.server';

async function configTakingDeposits(vendor: 'STRIPE' | 'PAYPAL' | 'LIQPAY', hold: VehicleHoldRow) {
  const config = await reservationConfig(journeyOf(hold.draft));
  if (!(await phoneVerifiedEnough(hold.draft))) {
    throw new AppError('CONFLICT', getT('ja')('ordering.verification.required'), [{ pointer: 'phone_number', detail: 'not_verified' }]);
  }
  if (config.payment_vendor !== vendor) {
    throw new AppError('CONFLICT', getT('ja')('ordering.errors.no_card_payment'), [
      { pointer: 'payment_vendor', detail: config.payment_vendor },
    ]);
  }
  return config;
}

/**
 * The card deposit of a checkout (payment init, site.md §3): amount, currency and account come
 * from the market's showroom config — never from the browser. A request that names other values
 * is refused (422), so a tampered page cannot reserve a car for ¥1.
 */
export async function cardDepositFor(hold: VehicleHoldRow, sent: Partial<PaymentInput> = {}): Promise<CardPaymentStart> {
  const config = await configTakingDeposits('STRIPE', hold);
  const mismatch = [
    sent.amount !== undefined && sent.amount !== config.reservation_fee
      ? { pointer: 'amount', detail: `must be ${config.reservation_fee}` }
      : null,
    sent.currency !== undefined && sent.currency.toUpperCase() !== config.currency
      ? { pointer: 'currency', detail: `must be ${config.currency}` }
      : null,
    sent.stripe_account_id !== undefined && sent.stripe_account_id !== (config.stripe_account_id ?? '')
      ? { pointer: 'stripe_account_id', detail: 'not this market’s account' }
      : null,
    sent.lock_id !== undefined && sent.lock_id !== hold.id ? { pointer: 'lock_id', detail: 'not the held car’s lock' } : null,
  ].filter((e) => e !== null);
  if (mismatch.length) throw new AppError('VALIDATION_FAILED', 'The payment does not match this reservation.', mismatch);
  return startCardPayment(hold, {
    amount: config.reservation_fee,
    currency: config.currency,
    stripeAccountId: config.stripe_account_id,
    companyUuid: sent.company_uuid ?? config.company_uuid,
  });
}

/**
 * The PayPal order of a checkout (POST /buy_online/paypal/create_order: amount_value,
 * amount_currency_code, company_uuid, vehicle_id) — the amount again from the config; a
 * different one sent is refused.
 */
export async function paypalDepositFor(hold: VehicleHoldRow, sent: Partial<PayPalOrderInput> = {}): Promise<PayPalStart> {
  const config = await configTakingDeposits('PAYPAL', hold);
  const expected = decimalAmount(config.reservation_fee, config.currency);
  const mismatch = [
    sent.amount_value !== undefined && Number(sent.amount_value) !== Number(expected)
      ? { pointer: 'amount_value', detail: `must be ${expected}` }
      : null,
    sent.amount_currency_code !== undefined && sent.amount_currency_code.toUpperCase() !== config.currency
      ? { pointer: 'amount_currency_code', detail: `must be ${config.currency}` }
      : null,
  ].filter((e) => e !== null);
  if (mismatch.length) throw new AppError('VALIDATION_FAILED', 'The payment does not match this reservation.', mismatch);
  return startPayPalOrder(hold, {
    amount: config.reservation_fee,
    currency: config.currency,
    companyUuid: sent.company_uuid ?? config.company_uuid,
  });
}

/** LiqPay's checkout form for a checkout (GET /buy_online/liqpay/checkout_data): back to the payment step, callback to us. */
export async function liqpayDepositFor(hold: VehicleHoldRow): Promise<LiqpayCheckout> {
  const config = await configTakingDeposits('LIQPAY', hold);
  const site = env().SITE_URL.replace(/\/$/, '');
  return liqpayCheckoutData(hold, {
    amount: config.reservation_fee,
    currency: config.currency,
    resultUrl: `${site}${checkoutPath(hold.vehicleId, checkoutSteps.length - 1)}`,
    serverUrl: `${site}/api/buy_online/liqpay/callback`,
  });
}
