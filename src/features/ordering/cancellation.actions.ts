'use server';

import { redirect } from 'next/navigation';
import { logger } from '@/lib/logger.server';
import { cancelOwnOrder } from './customer-cancellation.server';
import { screenUrl } from './cancellation-url';
import { confirmationPathWith } from './order-link.server';
import { sameSitePath } from '@/lib/same-site-path';
import type { CancellationScreen } from './cancellation';

/**
 * The modal's primary button: cancel (or ask to cancel) the reservation this signed link opens,
 * then show the outcome on the page the visitor was on — the order's confirmation page or a page
 * with the cancellation flow block. Bound arguments come back from the browser and can be edited:
 * the token is checked by `cancelOwnOrder`, and a return path that is not a plain path of this site
 * (another host, a scheme, tricks with slashes or escapes) falls back to the confirmation page.
 */
export async function cancelOwnOrderAction(number: string, token: string, returnPath: string): Promise<void> {
  let screen: CancellationScreen;
  try {
    screen = await cancelOwnOrder(number, token);
  } catch (error) {
    logger.error({ err: error, orderNumber: number }, 'owner cancellation failed');
    screen = 'error';
  }
  const back = sameSitePath(returnPath);
  if (back === null) logger.warn({ orderNumber: number }, 'cancellation return path refused; back to the confirmation page');
  redirect(back === null ? await confirmationPathWith(number, { cancel: screen }) : screenUrl(back, screen));
}
