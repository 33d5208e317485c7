import { authorize } from '@/features/auth/access.server';
import { leadJson, listLeads } from '@/features/forms/leads.server';
import { postLead } from '@/features/forms/post-lead.server';
import { parseLeadQuery } from '@/features/forms/lead-query';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/forms/{id}/leads?items&page&filter[created_at_gteq|lteq]&sort — leads with files and delivery status. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const query = parseLeadQuery(new URL(request.url));
  const { items, total } = await listLeads(actor, parseId((await params).id), query);
  return json({ data: items.map(leadJson), meta: { page: query.page, items: query.items, total } });
});

/** POST /api/forms/{id}/leads — a visitor's submission (features/forms/post-lead.server.ts). */
export const POST = postLead;
