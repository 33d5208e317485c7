import { admitRecallCheck, checkRecalls, recallCheckInput } from '@/features/recalls/recall-check.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/**
 * POST /api/recalls/check — `{ vin }` (a VIN or 車台番号) → whether the vehicle is in a recall
 * campaign that has started (decision 0065). Public, for the local VIN checker block: refused from
 * other sites and rate-limited as its form without JavaScript is (`admitRecallCheck`), never
 * cached. A bad identifier is a 422 with the Japanese message at `vin`.
 */
export const POST = apiRoute(async (request) => {
  await admitRecallCheck(request);
  const { vin } = await readJsonBody(request, recallCheckInput, { maxBytes: 2_000 });
  return json({ data: await checkRecalls(vin) });
});
