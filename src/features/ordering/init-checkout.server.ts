import 'server-only';
import { holderSecretOf, holderSetCookie, newHolderSecret } from './holder-cookie.server';
import { placeHold } from './holds.server';
import { initInput } from './orders.server';
import { reservationConfig } from './reservation-config.server';
import { getSetting } from '@/features/settings/settings.server';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';
import { clientAddress, enforceRateLimit } from '@/lib/rate-limit.server';

/**
 * POST /api/buy_online/orders/init — starts a checkout: holds the car for this browser (201), or
 * gives it its own hold back (200). 409 problem+json when someone else holds it or it is sold.
 * Served by the edge past Next's router (src/server/direct-routes.server.ts, decision 0038), and
 * by the route file under `next dev`.
 */
export const initCheckout = apiRoute(async (request) => {
  requireSameOrigin(request);
  const { vehicle_id } = await readJsonBody(request, initInput, { maxBytes: 10_000 });
  await enforceRateLimit('checkoutsPerClient', clientAddress(request));
  const known = holderSecretOf(request.headers.get('cookie'));
  const secret = known ?? newHolderSecret();
  const { hold, created } = await placeHold(vehicle_id, secret);
  // Read after the hold, not beside it: of 200 visitors asking at once, 199 are refused above and
  // need neither (both come from memory; parsing the config for each refusal was wasted CPU).
  const [config, minutes] = await Promise.all([reservationConfig(), getSetting('ordering.hold_minutes')]);
  return json(
    {
      data: {
        lock_id: hold.id,
        vehicle_id: hold.vehicleId,
        expires_at: hold.expiresAt.toISOString(),
        hold_minutes: minutes,
        payment_vendor: config.payment_vendor,
        reservation_fee: config.reservation_fee,
        currency: config.currency,
        financing_options: config.financing_options,
      },
    },
    { status: created ? 201 : 200, headers: known ? {} : { 'set-cookie': holderSetCookie(secret) } },
  );
});
