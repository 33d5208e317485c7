import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { checkoutInProgress, checkoutPath } from '@/features/ordering/checkout.server';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';

export const dynamic = 'force-dynamic';

/** /showroom-order-online/checkout (site.md §2): this browser's checkout in progress, else the home page. */
export default async function CheckoutPage() {
  const vehicleId = await checkoutInProgress(holderSecretOf((await headers()).get('cookie')));
  redirect(vehicleId ? checkoutPath(vehicleId) : '/');
}
