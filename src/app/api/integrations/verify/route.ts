import { authorize } from '@/features/auth/access.server';
import { verifyCrm } from '@/features/forms/crm.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/integrations/verify — whether the CRM answers with our token (creates nothing). */
export const GET = apiRoute(async (request) => {
  await authorize(request, 'integrations.manage');
  return json({ data: await verifyCrm() });
});
