import { authorize } from '@/features/auth/access.server';
import { leadIntegrationStatus } from '@/features/forms/leads.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/forms/{id}/leads/integrations — deliveries by kind and status, and each that failed with its reason. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  return json({ data: await leadIntegrationStatus(actor, parseId((await params).id)) });
});
