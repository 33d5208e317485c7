import { authorize } from '@/features/auth/access.server';
import { addRecallVehicles, removeRecallVehicles } from '@/features/recalls/recalls-admin.server';
import { readVehiclesToAdd, readVehiclesToRemove } from '@/features/recalls/recalls-http.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/recalls/{id}/vehicles — `{ csv }` (lines of `VIN[,remedied]`, as the admin screen
 * takes) or `{ vehicles: [{ vin, remedied? }] }`: adds them, or sets the repair state of those the
 * campaign has. All or nothing: one bad line is a 422 naming every bad line, and nothing changes.
 */
export const POST = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'settings.manage');
  const id = parseId((await params).id);
  const vehicles = await readVehiclesToAdd(request);
  return json({ data: await addRecallVehicles(actor, id, vehicles) });
});

/** DELETE /api/recalls/{id}/vehicles — `{ vins: [...] }` or `{ csv }`: removes them; answers how many and which it did not have. */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'settings.manage');
  const id = parseId((await params).id);
  const vins = await readVehiclesToRemove(request);
  const { removed, notFound } = await removeRecallVehicles(actor, id, vins);
  return json({ data: { removed, not_found: notFound } });
});
