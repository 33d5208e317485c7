import { authorize } from '@/features/auth/access.server';
import { createLeadExport, exportJson } from '@/features/forms/lead-exports.server';
import { parseLeadQuery } from '@/features/forms/lead-query';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/forms/{id}/lead_exports?filter[created_at_gteq]=…&filter[created_at_lteq]=…&sort=… —
 * starts a CSV export of the leads (202); poll GET …/lead_exports/{exportId} until `completed`.
 */
export const POST = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const query = parseLeadQuery(new URL(request.url));
  const row = await createLeadExport(actor, parseId((await params).id), {
    createdFrom: query.createdFrom?.toISOString(),
    createdTo: query.createdTo?.toISOString(),
    sort: query.sort,
  });
  return json({ data: exportJson(row) }, { status: 202 });
});
