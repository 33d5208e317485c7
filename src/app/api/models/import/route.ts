import { z } from 'zod';
import { authorize } from '@/features/auth/access.server';
import { catalogueDocumentLimits } from '@/features/models/catalogue-http';
import { importModelCatalogue } from '@/features/models/models-admin.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/**
 * POST /api/models/import — replaces the whole model catalogue with the document sent (rows it does
 * not list are removed). 422 with Japanese messages at each pointer when it does not fit; then
 * nothing changed.
 */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'settings.manage');
  const document = await readJsonBody(request, z.unknown(), catalogueDocumentLimits);
  return json({ data: await importModelCatalogue(actor, document) });
});
