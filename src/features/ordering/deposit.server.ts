import 'server-only';
import type { VehicleHoldRow } from '@/db/schema';
import { startCardPayment, type CardPaymentStart } from '@/features/payments/card-payments.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import type { PaymentInput } from './order-inputs';
import { reservationConfig } from './reservation-config.server';

/**
 * The card deposit of a checkout (payment init, site.md §3): amount, currency and account come
 * from the market's showroom config — never from the browser. A request that names other values
 * is refused (422), so a tampered page cannot reserve a car for ¥1.
 */
export async function cardDepositFor(hold: VehicleHoldRow, sent: Partial<PaymentInput> = {}): Promise<CardPaymentStart> {
  const config = await reservationConfig();
  if (config.payment_vendor !== 'STRIPE') {
    throw new AppError('CONFLICT', getT('ja')('ordering.errors.no_card_payment'), [
      { pointer: 'payment_vendor', detail: config.payment_vendor },
    ]);
  }
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
