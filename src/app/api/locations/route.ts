import { authorize, optionalActor } from '@/features/auth/access.server';
import { can } from '@/features/auth/permissions';
import { allLocations, createLocation, locationInput, locationJson } from '@/features/forms/locations.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** GET /api/locations — every location; its e-mail address only for those who manage forms. */
export const GET = apiRoute(async (request) => {
  const actor = await optionalActor(request);
  const showEmail = can(actor, 'forms.manage');
  const rows = await allLocations();
  return json({ data: rows.map((row) => ({ ...locationJson(row), email: showEmail ? row.email : undefined })) });
});

/** POST /api/locations */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'forms.manage');
  const input = await readJsonBody(request, locationInput);
  return json({ data: locationJson(await createLocation(actor, input)) }, { status: 201 });
});
