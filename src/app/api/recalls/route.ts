import { authorize } from '@/features/auth/access.server';
import { campaignInputSchema } from '@/features/recalls/campaign-input';
import { createRecallCampaign, listRecallCampaigns } from '@/features/recalls/recalls-admin.server';
import { campaignJson } from '@/features/recalls/recalls-http.server';
import { getT } from '@/i18n/i18n';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** GET /api/recalls — every recall campaign, the latest start first, with its vehicle counts (decision 0065). */
export const GET = apiRoute(async (request) => {
  const actor = await authorize(request, 'settings.read');
  return json({ data: (await listRecallCampaigns(actor)).map(campaignJson) });
});

/**
 * POST /api/recalls — a new campaign `{ code, title, description?, remedy?, starts_on }`. 422 with
 * Japanese messages at each field; 409 at `code` when another campaign has it.
 */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'settings.manage');
  const input = await readJsonBody(request, campaignInputSchema(getT('ja')), { maxBytes: 100_000 });
  return json({ data: campaignJson(await createRecallCampaign(actor, input)) }, { status: 201 });
});
