import { z } from 'zod';
import { listEffectiveSettings, listSettings, saveSetting } from '@/features/settings/settings.server';
import { adminTokenStatus, apiRoute, json, readJsonBody, requireAdmin, requireMutationAccess } from '@/lib/api.server';

/**
 * GET /api/settings — with the admin token: stored settings (id, key, value) and, with
 * ?effective=1, defaults merged in. Without a token: the effective values of the visitor-facing
 * settings only (docs/decisions/0014); a wrong token is refused, never downgraded.
 */
export const GET = apiRoute(async (request) => {
  if (adminTokenStatus(request) !== 'valid' && !request.headers.has('authorization')) {
    return json({ data: (await listEffectiveSettings({ publicOnly: true })).map(({ key, value }) => ({ key, value })) });
  }
  requireAdmin(request);
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
