import 'server-only';
import type { DealerRow } from '@/db/schema';
import type { MapProvider } from '@/features/retailers/components/map-types';
import { getMapProvider } from '@/features/retailers/map-provider.server';
import { getBrandDealers } from '@/features/retailers/retailers.server';
import { mainBrand } from '@/features/stock/constants';

export interface LocatorData {
  brand: string;
  dealers: DealerRow[];
  /** Only a locator with a map asks for the maps provider. */
  provider: MapProvider | null;
}

/** The site brand's retailers (the dealers table) and, for the map variant, the maps provider of settings. */
export async function loadRetailerLocator(variant: string): Promise<LocatorData> {
  const [dealers, provider] = await Promise.all([getBrandDealers(mainBrand), variant === 'with_map' ? getMapProvider() : null]);
  return { brand: mainBrand, dealers, provider };
}
