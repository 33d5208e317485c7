import { authorize } from '@/features/auth/access.server';
import { retryFailedDeliveries } from '@/features/forms/leads.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** POST /api/forms/{id}/leads/integrations/fix — puts every failed delivery of the form back in the queue. */
export const POST = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.manage');
  const retried = await retryFailedDeliveries(actor, parseId((await params).id));
  return json({ data: { retried } }, { status: 202 });
});
