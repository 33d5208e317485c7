import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { shownScreen } from '@/features/ordering/cancellation';
import { cancellationTexts } from '@/features/ordering/cancellation-texts';
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
  return (
    <SiteShell path="/showroom-order-online/confirmation" pageKind="checkout_order_confirmation">
      <div className="grid-container" style={{ paddingBlock: '32px 64px', display: 'grid', gap: 24, maxWidth: 720 }}>
        <h1>{t('ordering.confirmation_title')}</h1>
        <OrderSummary order={order} t={t} />
        {token ? (
          <CancellationPanel
            screen={shownScreen(order, cancel)}
            order={{ number: order.orderNumber, token, paid: order.status === 'confirmed' }}
            // The cancellation's links and its action come back here: this order, this signed link.
            here={`/showroom-order-online/confirmation/${order.orderNumber}?${new URLSearchParams({ token })}`}
            texts={cancellationTexts(t)}
            focus={cancel !== undefined}
          />
        ) : null}
      </div>
    </SiteShell>
  );
}
