import 'server-only';
import type { CheckoutFlow } from '@/features/ordering/checkout-flow';
import { getLiveBlock } from '@/features/pages/pages.server';
import { reservationFlow } from './block';

/**
 * The texts a reservation-flow block gives the checkout it started, read from the live page (an
 * unpublished or deleted block dresses nothing: the checkout keeps its defaults). Empty fields
 * are left out, so the translated default stands.
 */
export async function reservationFlowTexts(flowId: number | null): Promise<CheckoutFlow | null> {
  if (flowId === null) return null;
  const live = await getLiveBlock(flowId, reservationFlow.template.key);
  if (!live) return null;
  const parsed = reservationFlow.schemas.render.safeParse(live.block.content);
  if (!parsed.success) return null;
  const f = parsed.data.fields as Record<string, unknown>;
  const text = (name: string) => (typeof f[name] === 'string' && f[name] ? (f[name] as string) : undefined);
  return {
    id: flowId,
    pagePath: live.path,
    feeInfo: text('fee_info_text'),
    currencySymbol: text('currency_symbol'),
    paymentLocale: f.payment_locale === 'en' ? 'en' : 'ja',
    termsLabel: text('terms_checkbox_label'),
    termsDisclaimer: text('terms_disclaimer'),
    lockedInfo: text('locked_info_text'),
    cardErrorTitle: text('card_payment_error_title'),
    cardErrorText: text('card_payment_error_text'),
    cardErrorPrefix: text('card_payment_error_prefix'),
    errorText: text('error_text'),
    unavailableText: text('unavailable_text'),
    softLockExpiredText: text('soft_lock_expired_text'),
  };
}
