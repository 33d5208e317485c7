import { authorize } from '@/features/auth/access.server';
import { getLeadFile } from '@/features/forms/leads.server';
import { apiRoute } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string; leadId: string; fileId: string }> };

/**
 * GET /api/forms/{id}/leads/{leadId}/files/{fileId} — a file a visitor attached, always as a
 * download (never rendered on our origin), under the server-made name.
 */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'leads.read');
  const { id, leadId, fileId } = await params;
  const file = await getLeadFile(actor, parseId(id), leadId, parseId(fileId, 'fileId'));
  return new Response(new Uint8Array(file.data), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.storedName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
});
