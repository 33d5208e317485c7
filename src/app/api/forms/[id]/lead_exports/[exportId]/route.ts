import { authorize } from '@/features/auth/access.server';
import { exportJson, getLeadExport } from '@/features/forms/lead-exports.server';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string; exportId: string }> };

/** GET /api/forms/{id}/lead_exports/{exportId} — pending, processing, completed (with row count) or failed. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const { id, exportId } = await params;
  return json({ data: exportJson(await getLeadExport(actor, parseId(id), parseId(exportId, 'exportId'))) });
});
