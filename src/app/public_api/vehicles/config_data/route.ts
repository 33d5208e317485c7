import { z } from 'zod';
import { vehicleByConfigUrl } from '@/features/stock/vehicle.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';

// No control characters: PostgreSQL refuses NUL in text, which would surface as a 500.
const configUrl = z
  .string()
  .min(1, 'required')
  .max(2048, 'at most 2048 characters')
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** GET /public_api/vehicles/config_data?config_url=… — the listed vehicle built from a configurator URL. */
export const GET = apiRoute(async (request) => {
  const parsed = configUrl.safeParse(new URL(request.url).searchParams.get('config_url') ?? '');
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', 'Invalid query parameter: config_url', [
      { pointer: 'config_url', detail: parsed.error.issues[0]?.message ?? 'invalid' },
    ]);
  return json({ data: await vehicleByConfigUrl(parsed.data) });
});
