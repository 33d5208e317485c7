import { authorize } from '@/features/auth/access.server';
import { downloadLeadExport } from '@/features/forms/lead-exports.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string; exportId: string }> };

/** GET /api/forms/{id}/lead_exports/{exportId}/download — the CSV (UTF-8 with BOM, opens in Excel), streamed. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const { id, exportId } = await params;
  const { stream, fileName } = await downloadLeadExport(actor, parseId(id), parseId(exportId, 'exportId'));
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
