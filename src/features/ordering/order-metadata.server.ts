import 'server-only';
import type { VehicleHoldRow } from '@/db/schema';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { optionsOffer } from './checkout-options.server';
import { journeyOf } from './journey';
import type { OrderInput } from './order-inputs';
import { checkOrderOptions } from './order-metadata';

/**
 * An order request from the API (POST /api/buy_online/orders) with its options checked against
 * what the options step offers on the hold's journey today, and its metadata as the order keeps
 * it (service packs as offered now). Anything wrong is one 422 naming every field, in Japanese.
 * The checkout's own last step does not come here: its draft's options passed the step itself.
 */
export async function checkedApiOrderInput(input: OrderInput, hold: Pick<VehicleHoldRow, 'draft'>, now = new Date()): Promise<OrderInput> {
  const t = getT('ja');
  const { context } = await optionsOffer(journeyOf(hold.draft), t, now);
  const result = checkOrderOptions(input, context, t);
  if (!result.ok) {
    throw new AppError('VALIDATION_FAILED', t('ordering.options.errors.summary', { count: result.errors.length }), result.errors);
  }
  return { ...input, metadata: result.metadata };
}
