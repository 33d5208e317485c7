import { getDb, ping } from '@/db/client.server';
import { apiRoute, json, requireAdmin } from '@/lib/api.server';
import { memoryDiagnostics } from '@/lib/diagnostics.server';

/**
 * GET /api/health — 200 when the database answers. With the admin token it also says where the
 * process's memory is (heap, WASM and buffers, cache sizes), for operators.
 */
export const GET = apiRoute(async (request) => {
  await ping(await getDb());
  if (!request.headers.has('authorization')) return json({ status: 'ok' });
  requireAdmin(request);
  return json({ status: 'ok', memory: memoryDiagnostics() });
});
