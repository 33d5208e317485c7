import { authorize } from '@/features/auth/access.server';
import { deleteRecallCampaign, getRecallCampaign } from '@/features/recalls/recalls-admin.server';
import { campaignJson } from '@/features/recalls/recalls-http.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';
import { parseId } from '@/lib/params';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/recalls/{id}?limit= — the campaign and its first `limit` (1–10000, default 1000) vehicles in identifier order. */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'settings.read');
  const raw = new URL(request.url).searchParams.get('limit') ?? '1000';
  const limit = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || limit < 1 || limit > 10_000) {
    throw new AppError('BAD_REQUEST', 'Parameter limit must be an integer from 1 to 10000.', [
      { pointer: 'limit', detail: 'must be an integer from 1 to 10000' },
    ]);
  }
  const { campaign, vehicles } = await getRecallCampaign(actor, parseId((await params).id), { limit });
  return json({
    data: { ...campaignJson(campaign), vehicle_list: vehicles.map((v) => ({ vin: v.vin, remedied: v.remedied })) },
  });
});

/** DELETE /api/recalls/{id} — the campaign and every vehicle it lists; visitors stop seeing it at once. */
export const DELETE = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'settings.manage');
  await deleteRecallCampaign(actor, parseId((await params).id));
  return new Response(null, { status: 204 });
});
