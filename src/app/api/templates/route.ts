import { blockRegistry } from '@/blocks/registry';
import { apiRoute, json } from '@/lib/api.server';

/** GET /api/templates — the block catalogue as `{ id, type: "template", attributes }` records. */
export const GET = apiRoute(async () => {
  const data = Object.values(blockRegistry)
    .map((b) => b.template)
    .sort((a, b) => a.list_priority - b.list_priority)
    .map((template) => ({ id: template.key, type: 'template', attributes: template }));
  return json({ data }, { headers: { 'cache-control': 'public, max-age=60' } });
});
