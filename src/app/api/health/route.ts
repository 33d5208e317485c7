import { getDb, ping } from '@/db/client.server';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/health — 200 when the database answers. */
export const GET = apiRoute(async () => {
  await ping(await getDb());
  return json({ status: 'ok' });
});
