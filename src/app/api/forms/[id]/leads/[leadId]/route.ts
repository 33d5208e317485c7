import { authorize } from '@/features/auth/access.server';
import { deleteLead, getLead, leadJson } from '@/features/forms/leads.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string; leadId: string }> };

/** GET /api/forms/{id}/leads/{leadId} — one lead, its files and where it was delivered. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const { id, leadId } = await params;
  return json({ data: leadJson(await getLead(actor, parseId(id), leadId)) });
});

/** DELETE /api/forms/{id}/leads/{leadId} — the lead, its files and deliveries (a person's request to be forgotten). */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.manage');
  const { id, leadId } = await params;
  await deleteLead(actor, parseId(id), leadId);
  return new Response(null, { status: 204 });
});
