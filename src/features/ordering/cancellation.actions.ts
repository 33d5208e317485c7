'use server';

import { redirect } from 'next/navigation';
import { logger } from '@/lib/logger.server';
import { cancelOwnOrder } from './customer-cancellation.server';
import { confirmationPathWith } from './order-link.server';
import type { CancellationScreen } from './cancellation';

/** The modal's primary button: cancel (or ask to cancel) the reservation this signed link opens. */
export async function cancelOwnOrderAction(number: string, token: string): Promise<void> {
  let screen: CancellationScreen;
  try {
    screen = await cancelOwnOrder(number, token);
  } catch (error) {
    logger.error({ err: error, orderNumber: number }, 'owner cancellation failed');
    screen = 'error';
  }
  redirect(await confirmationPathWith(number, { cancel: screen }));
}
