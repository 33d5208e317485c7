import { z } from 'zod';
import { checkRecalls } from '@/features/recalls/recall-check.server';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';
import { clientAddress, enforceRateLimit } from '@/lib/rate-limit.server';

const body = z.strictObject({ vin: z.string().max(200) });

/**
 * POST /api/recalls/check — `{ vin }` (a VIN or 車台番号) → whether the vehicle is in a recall
 * campaign that has started (decision 0065). Public, for the local VIN checker block: refused from
 * other sites (Origin / Sec-Fetch-Site, as the lead forms are), counted against the public API's
 * per-client budget and a tighter one of its own (30 checks in 10 minutes), never cached. A bad identifier is a 422 with the Japanese message at `vin`.
 */
export const POST = apiRoute(async (request) => {
  requireSameOrigin(request);
  await enforceRateLimit('publicApi', clientAddress(request));
  await enforceRateLimit('recallChecksPerClient', clientAddress(request));
  const { vin } = await readJsonBody(request, body, { maxBytes: 2_000 });
  return json({ data: await checkRecalls(vin) });
});
