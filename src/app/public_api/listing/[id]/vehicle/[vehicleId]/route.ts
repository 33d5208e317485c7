import { getVehicle } from '@/features/stock/search.server';
import { vehicleResource } from '@/features/stock/vehicle-resource';
import { coverPhotoUrl } from '@/features/stock/cover-photo.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

/** GET /public_api/listing/{id}/vehicle/{vehicleId} — one listed vehicle, or 404. */
export const GET = apiRoute<{ params: Promise<{ id: string; vehicleId: string }> }>(async (_request, { params }) => {
  const { id, vehicleId } = await params;
  const { vehicle, dealer } = await getVehicle(id, parseId(vehicleId, 'vehicleId'));
  return json({ data: { ...vehicleResource(vehicle, dealer), cover_photo_medium: await coverPhotoUrl(vehicle.data) } });
});
