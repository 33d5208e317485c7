import { z } from 'zod';
import { listEffectiveSettings, saveSetting } from '@/features/settings/settings.server';
import { apiRoute, json, readJsonBody, requireMutationAccess } from '@/lib/api.server';
import { listSettings } from '@/features/settings/settings.server';

/** GET /api/settings — stored settings (id, key, value) and, with ?effective=1, defaults merged in. */
export const GET = apiRoute(async (request) => {
  if (new URL(request.url).searchParams.get('effective')) return json({ data: await listEffectiveSettings() });
  const rows = await listSettings();
  return json({ data: rows.map((r) => ({ id: r.id, key: r.key, value: r.value, updated_at: r.updatedAt })) });
});

const body = z.object({
  key: z.string().min(1).max(200),
  // JSON settings may be sent as JSON values; they are stored as their JSON text.
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()]),
});

/** POST /api/settings — create or replace a setting by key. */
export const POST = apiRoute(async (request) => {
  requireMutationAccess(request);
  const input = await readJsonBody(request, body);
  const value = typeof input.value === 'string' ? input.value : JSON.stringify(input.value);
  const row = await saveSetting(input.key, value);
  return json({ data: { id: row.id, key: row.key, value: row.value, updated_at: row.updatedAt } }, { status: 201 });
});
