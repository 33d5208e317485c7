import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, vehicles } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { withDetails } from '../search/vehicle-search.server';
import { coverPhotoUrl } from './cover-photo.server';
import { getSetting } from '@/features/settings/settings.server';
import { vehicleResource, type VinPolicy } from './vehicle-resource';

const vinPolicy = async (): Promise<VinPolicy> => ({ showFullVin: await getSetting('stock.show_full_vin') });

/** GET /public_api/listing/{id}/vehicle/{vehicleId}: one listed vehicle of a listing with its dealer, or 404. */
export async function listedVehicle(listingId: string, id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.listingId, listingId), eq(vehicles.id, id), eq(vehicles.listed, true)));
  const [vehicle] = row ? await withDetails([row.id]) : [];
  if (!vehicle) throw new AppError('NOT_FOUND', `Vehicle ${id} is not in listing "${listingId}".`);
  const dealer = vehicle.ownerId ? ((await db.select().from(dealers).where(eq(dealers.id, vehicle.ownerId)))[0] ?? null) : null;
  return { ...vehicleResource(vehicle, dealer, await vinPolicy()), cover_photo_medium: await coverPhotoUrl(vehicle.data) };
}

/**
 * GET /public_api/vehicles/config_data: the listed vehicle built from a configurator URL (the
 * configurator journey), found through the indexed `vehicles.config_url` column; 404 when none.
 */
export async function vehicleByConfigUrl(configUrl: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.configUrl, configUrl), eq(vehicles.listed, true)))
    .orderBy(vehicles.id)
    .limit(1);
  const [vehicle] = row ? await withDetails([row.id]) : [];
  if (!vehicle) throw new AppError('NOT_FOUND', 'No vehicle for this configuration.');
  return vehicleResource(vehicle, null, await vinPolicy());
}
