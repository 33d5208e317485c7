import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, vehicles, type DealerRow } from '@/db/schema';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { SIMILAR_VEHICLES_DEFAULT } from './constants';
import { parseStockQuery } from './query';
import { searchVehicles, withDetails } from './search.server';
import { vehiclePath } from './slug';
import { slugSource, type VehicleWithData } from './vehicle-resource';

export interface VehiclePageData {
  vehicle: VehicleWithData;
  dealer: DealerRow | null;
  canonicalPath: string;
}

/** A listed vehicle by id, whatever its listing, with dealer and canonical path; null when unknown. */
export function getVehiclePage(id: number): Promise<VehiclePageData | null> {
  return cached(`vehicle-page:${id}`, [cacheTags.stockAll], async () => {
    const db = await getDb();
    const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, id), eq(vehicles.listed, true)));
    if (!row) return null;
    const [vehicle] = await withDetails([row.id]);
    if (!vehicle) return null;
    const dealer = vehicle.ownerId ? ((await db.select().from(dealers).where(eq(dealers.id, vehicle.ownerId)))[0] ?? null) : null;
    return { vehicle, dealer, canonicalPath: vehiclePath(slugSource(vehicle)) };
  });
}

/** Same model in the same listing, the current car excluded (filter[nameplate_name_in]={model}). */
export async function similarVehicles(vehicle: VehicleWithData, amount = SIMILAR_VEHICLES_DEFAULT) {
  const query = parseStockQuery(new URLSearchParams({ 'filter[nameplate_name_in]': vehicle.nameplateName, items: String(Math.min(amount, 12)), sort: 'createdAtDesc' }));
  query.excludeIds = [vehicle.id];
  const result = await searchVehicles(vehicle.listingId, query);
  return result.vehicles;
}
