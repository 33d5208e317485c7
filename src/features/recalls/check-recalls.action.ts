'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { toAppError, validationError } from '@/lib/problem.server';
import { admitRecallCheck, checkRecalls, recallCheckInput } from './recall-check.server';
import type { RecallCheckState } from './recall-check-state';
import { maxVehicleIdInput } from './vin';

/**
 * The VIN checker's form without JavaScript (decision 0065, addendum), the lead forms' way: the
 * browser posts the block's form to the page, Next runs this action and renders the page again
 * with its answer. It admits the check as POST /api/recalls/check does (other sites refused, the
 * same budgets, counted together) and reads the identifier the same way; the identifier stays in
 * the POST body, out of addresses and logs.
 */
export async function checkRecallsAction(_previous: RecallCheckState, data: FormData): Promise<RecallCheckState> {
  const sent = data.get('vin');
  const vin = typeof sent === 'string' ? sent.slice(0, maxVehicleIdInput) : '';
  try {
    await admitRecallCheck(asRouteRequest(await headers()));
    // A field left out is an empty one: the owner is told to type the identifier.
    const input = recallCheckInput.safeParse({ vin: sent ?? '' }, { error: z.locales.ja().localeError });
    if (!input.success) throw validationError(input.error);
    return { status: 'answered', vin, check: await checkRecalls(input.data.vin) };
  } catch (error) {
    const problem = toAppError(error);
    const atField = problem.status === 422 ? problem.errors.find((e) => e.pointer === 'vin') : undefined;
    if (atField) return { status: 'invalid', vin, error: atField.detail };
    return { status: 'failed', vin, rateLimited: problem.status === 429 };
  }
}

/** The action's request as a route handler sees one: the browser's headers, at the address it asked for. */
function asRouteRequest(requestHeaders: Headers): Request {
  const scheme = requestHeaders.get('x-forwarded-proto')?.includes('https') ? 'https' : 'http';
  try {
    return new Request(`${scheme}://${requestHeaders.get('host') ?? 'localhost'}/`, { headers: requestHeaders });
  } catch {
    // A Host that is no host: compared with SITE_URL alone (requireSameOrigin).
    return new Request('http://localhost/', { headers: requestHeaders });
  }
}
