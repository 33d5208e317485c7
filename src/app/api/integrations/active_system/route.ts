import { authorize } from '@/features/auth/access.server';
import { activeSystem } from '@/features/forms/crm.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/integrations/active_system — the CRM leads are sent to, if any. */
export const GET = apiRoute(async (request) => {
  await authorize(request, 'integrations.manage');
  return json({ data: await activeSystem() });
});
