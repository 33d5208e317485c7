import { getT } from '@/i18n/i18n';
import { holderSecretOf } from '@/features/ordering/holder-cookie.server';
import { confirmationPath } from '@/features/ordering/order-link.server';
import { completeOrder, idempotencyKeyPattern, orderInput, orderJson } from '@/features/ordering/orders.server';
import { languageOf } from '@/features/forms/read-submission.server';
import { AppError } from '@/lib/app-error';
import { apiRoute, json, readJsonBody, requireSameOrigin } from '@/lib/api.server';
import { clientAddress } from '@/lib/rate-limit.server';

/**
 * POST /api/buy_online/orders — completes the checkout of the car this browser holds (header
 * Idempotency-Key). 201 with the order and the owner's confirmation link; the same key and body
 * again answer 200 with the same order; the same key with another body is 422. The finance option
 * and metadata are checked by the options step's rules (order-metadata.ts): 422 naming each field.
 */
export const POST = apiRoute(async (request) => {
  requireSameOrigin(request);
  const key = request.headers.get('idempotency-key') ?? '';
  if (!idempotencyKeyPattern.test(key)) {
    throw new AppError('BAD_REQUEST', getT('ja')('ordering.errors.idempotency_key'), [
      { pointer: 'Idempotency-Key', detail: 'required: 8 to 100 letters, digits, - or _' },
    ]);
  }
  const input = await readJsonBody(request, orderInput, { maxBytes: 100_000 });
  const secret = holderSecretOf(request.headers.get('cookie'));
  if (!secret) throw new AppError('NOT_FOUND', getT('ja')('ordering.errors.hold_not_found'), [{ pointer: 'lock_id', detail: 'unknown' }]);
  const { order, replayed } = await completeOrder(input, {
    holderSecret: secret,
    idempotencyKey: key,
    client: clientAddress(request),
    language: languageOf(request),
    sourcePath: request.headers.get('referer') ? new URL(request.headers.get('referer')!).pathname : null,
    fromApi: true,
  });
  return json(
    { data: { ...orderJson(order), confirmation_url: await confirmationPath(order.orderNumber) } },
    { status: replayed ? 200 : 201 },
  );
});
