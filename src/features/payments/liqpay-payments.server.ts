import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { payments, type PaymentRow, type VehicleHoldRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { applyPaymentStatus, type PaymentChange } from './card-payments.server';
import { liqpayData, liqpaySignature, liqpaySignatureValid, readLiqpayData } from './liqpay';
import { decimalAmount, statusOfLiqpay, type PaymentStatus } from './payment-state';

/**
 * LiqPay deposits (issue 10 item 6): the visitor pays on LiqPay's checkout page with action
 * `hold` (the money is blocked, not taken), LiqPay tells our server callback, the dealer's confirm
 * completes the hold (`hold_completion`) and a cancellation reverses it (`refund`). No client
 * library exists: the documented HTTP API and signature scheme (liqpay.ts) are used directly.
 * Our `order_id` at LiqPay is the hold's id, so one hold can never be paid twice.
 */

export function liqpayConfigured(): boolean {
  return Boolean(env().LIQPAY_PUBLIC_KEY && env().LIQPAY_PRIVATE_KEY);
}

function keys() {
  if (!liqpayConfigured()) throw new AppError('UNAVAILABLE', 'LiqPay is not configured (LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY).');
  return { publicKey: env().LIQPAY_PUBLIC_KEY!, privateKey: env().LIQPAY_PRIVATE_KEY! };
}

export interface LiqpayCheckout {
  data: string;
  signature: string;
  checkoutUrl: string;
  orderId: string;
  amount: number;
  currency: string;
}

/** What LiqPay's checkout form posts (GET /buy_online/liqpay/checkout_data). */
export async function liqpayCheckoutData(
  hold: VehicleHoldRow,
  terms: { amount: number; currency: string; resultUrl: string; serverUrl: string },
): Promise<LiqpayCheckout> {
  if (!Number.isInteger(terms.amount) || terms.amount < 1) {
    throw new AppError('CONFLICT', 'This market asks for a LiqPay deposit but sets no reservation fee.', [
      { pointer: 'reservation_fee', detail: 'must be a positive whole amount' },
    ]);
  }
  const { publicKey, privateKey } = keys();
  const currency = terms.currency.toUpperCase();
  const db = await getDb();
  await db
    .insert(payments)
    .values({ holdId: hold.id, provider: 'liqpay', providerRef: hold.id, amount: terms.amount, currency })
    .onConflictDoNothing();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, hold.id), eq(payments.provider, 'liqpay')));
  const data = liqpayData({
    version: 3,
    public_key: publicKey,
    action: 'hold',
    amount: decimalAmount(payment!.amount, payment!.currency),
    currency: payment!.currency,
    description: `Reservation deposit, vehicle ${hold.vehicleId}`,
    order_id: payment!.providerRef,
    result_url: terms.resultUrl,
    server_url: terms.serverUrl,
    language: 'en',
  });
  return {
    data,
    signature: liqpaySignature(privateKey, data),
    checkoutUrl: `${env().LIQPAY_API_URL.replace(/\/$/, '')}/api/3/checkout`,
    orderId: payment!.providerRef,
    amount: payment!.amount,
    currency: payment!.currency,
  };
}

/**
 * LiqPay's server callback: `data` and `signature` as form fields. A wrong signature is refused
 * before anything is read; each (payment, status) is applied once.
 */
export async function receiveLiqpayCallback(data: string, signature: string): Promise<PaymentChange | null> {
  const { privateKey } = keys();
  if (!liqpaySignatureValid(privateKey, data, signature)) {
    throw new AppError('BAD_REQUEST', 'The LiqPay signature does not match this data.', [{ pointer: 'signature', detail: 'invalid' }]);
  }
  const params = readLiqpayData(data);
  if (!params || typeof params.order_id !== 'string' || typeof params.status !== 'string') {
    throw new AppError('BAD_REQUEST', 'The LiqPay data is not readable.', [{ pointer: 'data', detail: 'invalid' }]);
  }
  return applyLiqpayStatus(params.order_id, params.status, {
    event: { id: `${String(params.payment_id ?? params.transaction_id ?? '')}:${params.status}`, type: `liqpay.${params.status}` },
    error: typeof params.err_description === 'string' ? params.err_description : null,
  });
}

async function applyLiqpayStatus(
  orderId: string,
  status: string,
  extra: { event?: { id: string; type: string }; error?: string | null; source?: string },
) {
  const db = await getDb();
  const [current] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, 'liqpay'), eq(payments.providerRef, orderId)));
  if (!current) return null;
  const reported = statusOfLiqpay(status, current.status as PaymentStatus);
  if (!reported) return null;
  return applyPaymentStatus('liqpay', orderId, reported, {
    source: extra.source ?? 'liqpay',
    error: extra.error ?? null,
    event: extra.event,
  });
}

/** LiqPay's server API (POST /api/request): signed like the checkout. */
async function liqpayRequest(params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { publicKey, privateKey } = keys();
  const data = liqpayData({ version: 3, public_key: publicKey, ...params });
  const res = await fetch(`${env().LIQPAY_API_URL.replace(/\/$/, '')}/api/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data, signature: liqpaySignature(privateKey, data) }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || body.result === 'error') {
    throw new AppError('CONFLICT', `LiqPay refused ${String(params.action)}: ${String(body.err_description ?? res.status)}`, [
      { pointer: 'payment_status', detail: params.action === 'hold_completion' ? 'capture_failed' : 'release_failed' },
    ]);
  }
  return body;
}

/** Asks LiqPay how the payment stands (the checkout does this rather than wait for the callback). */
export async function syncLiqpayPayment(payment: PaymentRow, source: string): Promise<PaymentChange | null> {
  const body = await liqpayRequest({ action: 'status', order_id: payment.providerRef }).catch((error: unknown) => {
    logger.warn({ err: error, liqpayOrder: payment.providerRef }, 'LiqPay status unavailable');
    return null;
  });
  return body && typeof body.status === 'string' ? applyLiqpayStatus(payment.providerRef, body.status, { source }) : null;
}

export async function captureLiqpayPayment(payment: PaymentRow): Promise<PaymentRow> {
  const body = await liqpayRequest({ action: 'hold_completion', order_id: payment.providerRef });
  return (await applyLiqpayStatus(payment.providerRef, String(body.status ?? 'success'), { source: 'capture' }))?.payment ?? payment;
}

export async function releaseLiqpayPayment(payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'authorised' && payment.status !== 'captured') {
    return (await applyPaymentStatus('liqpay', payment.providerRef, 'released', { source: 'release' }))?.payment ?? payment;
  }
  const body = await liqpayRequest({
    action: 'refund',
    order_id: payment.providerRef,
    amount: decimalAmount(payment.amount, payment.currency),
  });
  return (await applyLiqpayStatus(payment.providerRef, String(body.status ?? 'reversed'), { source: 'release' }))?.payment ?? payment;
}
