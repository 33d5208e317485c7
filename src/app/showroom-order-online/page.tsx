import { redirect } from 'next/navigation';
import { checkoutPath } from '@/features/ordering/checkout.server';
import { vehicleByConfigUrl } from '@/features/stock/vehicle.server';

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export const dynamic = 'force-dynamic';

/**
 * The order-online shell (site.md §2): with `config_url` (the configurator journey), the checkout of
 * the car built from that configuration; otherwise the checkout this browser has in progress.
 */
export default async function OrderOnlineRoot({ searchParams }: Props) {
  const configUrl = (await searchParams).config_url;
  if (configUrl) {
    const car = await vehicleByConfigUrl(configUrl.slice(0, 2000)).catch(() => null);
    // The car's checkout on the configurator journey (its config_ types, channel sl-nvl-config).
    if (car) redirect(`${checkoutPath(car.id)}?${new URLSearchParams({ config_url: configUrl.slice(0, 2000) })}`);
  }
  redirect('/showroom-order-online/checkout');
}
