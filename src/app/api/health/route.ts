import { getDb, ping } from '@/db/client.server';
import { optionalActor } from '@/features/auth/access.server';
import { can } from '@/features/auth/permissions';
import { apiRoute, json } from '@/lib/api.server';
import { memoryDiagnostics } from '@/lib/diagnostics.server';

/**
 * GET /api/health — 200 when the database answers. With the admin token it also says where the
 * process's memory is (heap, WASM and buffers, cache sizes), for operators (`system.health`).
 */
export const GET = apiRoute(async (request) => {
  await ping(await getDb());
  if (!can(await optionalActor(request), 'system.health')) return json({ status: 'ok' });
  return json({ status: 'ok', memory: memoryDiagnostics() });
});
