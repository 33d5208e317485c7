import 'server-only';
import { getSetting } from '@/features/settings/settings.server';
import type { SettingValue } from '@/features/settings/definitions';
import { getExchangeRate } from './exchange-rate.server';

export type DoublePrice = SettingValue<'price.double_price'>;

/**
 * The double price as cards and vehicle pages show it (site.md §3): `price.double_price`, with the
 * currency service's rate in place of its static one when `currency.api_url` is set and the
 * service has answered. When it has not, the static rate stands (the failure is logged by
 * getExchangeRate): a visitor never sees an error. Nothing is fetched while the feature is off.
 */
export async function getDoublePrice(): Promise<DoublePrice> {
  const double = await getSetting('price.double_price');
  if (!double.enabled) return double;
  const live = await getExchangeRate();
  return live ? { ...double, rate: live.rate } : double;
}
