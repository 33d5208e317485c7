import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { withDetails } from '@/features/stock/search.server';
import { vehicleResource } from '@/features/stock/vehicle-resource';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/vehicles/config_data?config_url=… — the listed vehicle built from a configurator URL. */
export const GET = apiRoute(async (request) => {
  const configUrl = new URL(request.url).searchParams.get('config_url');
  if (!configUrl || configUrl.length > 2048) throw new AppError('BAD_REQUEST', 'Invalid query parameter: config_url', [{ pointer: 'config_url', detail: 'required' }]);
  const db = await getDb();
  const { rows } = await db.execute<{ id: number }>(sql`select v.id from vehicles v join vehicle_details d on d.vehicle_id = v.id where v.listed and d.data->>'config_url' = ${configUrl} limit 1`);
  const [vehicle] = rows[0] ? await withDetails([Number(rows[0].id)]) : [];
  if (!vehicle) throw new AppError('NOT_FOUND', 'No vehicle for this configuration.');
  return json({ data: vehicleResource(vehicle, null) });
});
