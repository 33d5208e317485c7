import { authorize } from '@/features/auth/access.server';
import { deleteLocation, locationInput, locationJson, updateLocation } from '@/features/forms/locations.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** PUT /api/locations/{id} */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'forms.manage');
  const id = parseId((await params).id);
  const input = await readJsonBody(request, locationInput);
  return json({ data: locationJson(await updateLocation(actor, id, input)) });
});

/** DELETE /api/locations/{id} — leads meant for it keep everything but the link. */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'forms.manage');
  await deleteLocation(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
