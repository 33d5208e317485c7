import 'server-only';
import type { MapProvider } from '@/features/retailers/components/map-types';
import { getMapProvider } from '@/features/retailers/map-provider.server';

/** Cards with a map may use the maps provider of settings (once the visitor's consent allows it). */
export async function loadRetailerCards(showOnMap: boolean): Promise<{ provider: MapProvider | null }> {
  return { provider: showOnMap ? await getMapProvider() : null };
}
