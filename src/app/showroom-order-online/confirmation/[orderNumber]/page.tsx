import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { screenOf, type CancellationScreen } from '@/features/ordering/cancellation';
import { CancellationPanel } from '@/features/ordering/components/cancellation-panel';
import { OrderSummary } from '@/features/ordering/components/order-summary';
import { getOrderFor } from '@/features/ordering/orders.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

type Props = { params: Promise<{ orderNumber: string }>; searchParams: Promise<Record<string, string | undefined>> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: getT('ja')('ordering.confirmation_title'), robots: { index: false, follow: false } };

/**
 * An order's confirmation (site.md §2 confirmation/:orderNumber): only for its owner — the signed
 * link of the e-mail — or staff; a guessed number is a plain 404.
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const number = (await params).orderNumber;
  const { token, cancel } = await searchParams;
  const order = await getOrderFor(await currentActor(), number, token ?? null).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  });
  const t = getT('ja');
  // The screen of the cancellation state chart: the one the order calls for, or the step the URL names
  // when it still fits the order (a stale ?cancel=modal on a cancelled order shows "cancelled").
  const natural = screenOf(order);
  const shown: CancellationScreen =
    cancel === 'modal' && (natural === 'cancellation' || natural === 'paid_lead_cancel_only')
      ? 'modal'
      : (cancel === 'thank_you' && natural === 'cancelled') || cancel === 'error'
        ? cancel
        : natural;
  return (
    <SiteShell path="/showroom-order-online/confirmation" pageKind="checkout_order_confirmation">
      <div className="grid-container" style={{ paddingBlock: '32px 64px', display: 'grid', gap: 24, maxWidth: 720 }}>
        <h1>{t('ordering.confirmation_title')}</h1>
        <OrderSummary order={order} t={t} />
        {token ? (
          <CancellationPanel screen={shown} number={order.orderNumber} token={token} paid={order.status === 'confirmed'} t={t} />
        ) : null}
      </div>
    </SiteShell>
  );
}
