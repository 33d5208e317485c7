import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { CheckoutNotice, CheckoutStart, CheckoutStep } from '@/features/ordering/components/checkout-view';
import { reservationFlowTexts } from '@/blocks/reservation-flow/flow-texts.server';
import { flowIdOf } from '@/features/ordering/checkout-flow';
import { checkoutSteps, loadCheckout } from '@/features/ordering/checkout.server';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';

type Props = { params: Promise<{ vehicleId: string }>; searchParams: Promise<Record<string, string | undefined>> };

// Per visitor, never cached; no page meta on order-online routes (site.md §2), kept out of search.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: getT('ja')('ordering.checkout_title'), robots: { index: false, follow: false } };

/** The order-online journey of one car (site.md §2 vehicle/:vehicleId?, analytics page kind checkout). */
export default async function CheckoutVehiclePage({ params, searchParams }: Props) {
  const id = Number((await params).vehicleId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const query = await searchParams;
  const step = query.step !== undefined && /^\d$/.test(query.step) ? Number(query.step) : null;
  const secret = holderSecretOf((await headers()).get('cookie'));
  const loaded = await loadCheckout(id, secret, step, query.config_url?.slice(0, 2048) ?? null);
  if (loaded.kind === 'not_found') notFound();
  if (loaded.kind === 'redirect') redirect(loaded.to);
  // A journey from a reservation-flow block wears its texts: the hold remembers the block, the
  // first screens have it in the address.
  const flowId =
    (loaded.kind === 'step' ? loaded.hold.draft.flow : loaded.kind === 'expired' ? loaded.flowId : null) ?? flowIdOf(query.flow);
  const view = { ...loaded, flow: await reservationFlowTexts(flowId ?? null) };
  const t = getT('ja');
  const path = `/showroom-order-online/vehicle/${id}`;
  return (
    // The last step is the spec's checkout page (checkout_reservation); the others its details page.
    <SiteShell path={path} pageKind={view.kind === 'step' && view.step === checkoutSteps.length - 1 ? 'checkout_reservation' : 'checkout'}>
      {view.kind === 'step' ? (
        <CheckoutStep view={view} t={t} error={query.error ?? null} verification={query.verification ?? null} />
      ) : view.kind === 'start' ? (
        <CheckoutStart view={view} t={t} />
      ) : (
        <CheckoutNotice view={view} t={t} />
      )}
    </SiteShell>
  );
}
