import { z } from 'zod';
import { listEffectiveSettings, listSettings, saveSetting } from '@/features/settings/settings.server';
import { authorize, optionalActor } from '@/features/auth/access.server';
import { can } from '@/features/auth/permissions';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/**
 * GET /api/settings — for callers with `settings.read`: stored settings (id, key, value) and, with
 * ?effective=1, defaults merged in. Anybody else: the effective values of the visitor-facing
 * settings only (docs/decisions/0014); a wrong token is refused, never downgraded.
 */
export const GET = apiRoute(async (request) => {
  const actor = await optionalActor(request);
  if (!can(actor, 'settings.read')) {
    return json({ data: (await listEffectiveSettings('public')).map(({ key, value }) => ({ key, value })) });
  }
  if (new URL(request.url).searchParams.get('effective')) return json({ data: await listEffectiveSettings(actor) });
  const rows = await listSettings(actor);
  return json({ data: rows.map((r) => ({ id: r.id, key: r.key, value: r.value, updated_at: r.updatedAt })) });
});

const body = z.object({
  key: z.string().min(1).max(200),
  // JSON settings may be sent as JSON values; they are stored as their JSON text.
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()]),
});

/** POST /api/settings — create or replace a setting by key. */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'settings.manage');
  const input = await readJsonBody(request, body);
  const value = typeof input.value === 'string' ? input.value : JSON.stringify(input.value);
  const row = await saveSetting(actor, input.key, value);
  return json({ data: { id: row.id, key: row.key, value: row.value, updated_at: row.updatedAt } }, { status: 201 });
});
