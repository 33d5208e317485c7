import { listedVehicle } from '@/features/stock/vehicle.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /public_api/listing/{id}/vehicle/{vehicleId} — one listed vehicle, or 404. */
export const GET = apiRoute<{ params: Promise<{ id: string; vehicleId: string }> }>(async (_request, { params }) => {
  const { id, vehicleId } = await params;
  return json({ data: await listedVehicle(id, parseId(vehicleId, 'vehicleId')) });
});
