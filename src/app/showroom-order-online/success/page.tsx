import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { anonymous } from '@/features/auth/permissions';
import { OrderSummary } from '@/features/ordering/components/order-summary';
import { PreOrderEvent } from '@/features/ordering/components/pre-order-event.client';
import { listingChannel } from '@/features/ordering/listing-channel';
import { getVehiclePage } from '@/features/stock/vehicle.server';
import { confirmationPath } from '@/features/ordering/order-link.server';
import { getOrderFor } from '@/features/ordering/orders.server';
import { successTexts } from '@/features/ordering/order-online-pages';
import { orderOnlinePages } from '@/features/ordering/reservation-config.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: getT('ja')('ordering.success_title'), robots: { index: false, follow: false } };

/** After the order (site.md §2 success; analytics page kind checkout_order_confirmation). */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  const { order: number, token } = await searchParams;
  const order = await getOrderFor(anonymous, number ?? '', token ?? null).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  });
  const t = getT('ja');
  const [page, pages] = await Promise.all([
    getVehiclePage(order.vehicleId),
    orderOnlinePages(order.configUrl ? 'configurator' : 'standard'),
  ]);
  const texts = successTexts(pages.success, order.orderNumber, t);
  return (
    <SiteShell path="/showroom-order-online/success" pageKind="checkout_order_confirmation">
      <div className="grid-container" style={{ paddingBlock: '32px 64px', display: 'grid', gap: 24, maxWidth: 720 }}>
        <h1>{texts.title}</h1>
        <p role="status" style={{ whiteSpace: 'pre-line' }}>
          {texts.text}
        </p>
        <OrderSummary order={order} t={t} />
        <p>
          <Link href={await confirmationPath(order.orderNumber)}>{t('ordering.confirmation_title')}</Link>
        </p>
        <PreOrderEvent
          orderNumber={order.orderNumber}
          vehicleId={order.vehicleId}
          channel={listingChannel(page?.vehicle.state ?? 'used', order.configUrl ? 'configurator' : 'standard')}
          vendor={order.paymentVendor}
          financeOption={order.financeOption}
        />
      </div>
    </SiteShell>
  );
}
