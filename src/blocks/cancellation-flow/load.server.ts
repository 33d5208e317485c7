import 'server-only';
import { shownScreen, type CancellationScreen } from '@/features/ordering/cancellation';
import { screenParam } from '@/features/ordering/cancellation-url';
import type { CancellationOrder } from '@/features/ordering/components/cancellation-panel';
import { orderOpenedByLink } from '@/features/ordering/customer-cancellation.server';
import type { LoadContext } from '../types';

/** What the block draws: the screen, the order its link opened (or none) and the page to come back to. */
export interface CancellationFlowData {
  screen: CancellationScreen;
  order: CancellationOrder | null;
  /** This page with the signed link's parameters: the screens' links and the action's return path. */
  here: string;
  /** The URL names a step: the visitor came by a link or the action, focus moves to the screen. */
  focus: boolean;
}

/**
 * The owner's signed link arrives as `?order=<number>&token=<token>` (order-link.server.ts), and
 * `&cancel=<screen>` names a step as on the confirmation page. A wrong or missing link shows
 * "unavailable" — not a 404, the page is an editor's — and nothing of any order.
 */
export async function loadCancellationFlow(context: LoadContext): Promise<CancellationFlowData> {
  const query = context.searchParams ?? new URLSearchParams();
  const number = query.get('order');
  const token = query.get('token');
  const requested = query.get(screenParam);
  const found = number && token ? await orderOpenedByLink(number, token) : null;
  // Page paths may be Japanese: the stored path is decoded, the link must not be.
  const path = encodeURI(context.pagePath ?? '/');
  if (!found || !token) return { screen: 'unavailable', order: null, here: path, focus: requested !== null };
  return {
    screen: shownScreen(found, requested),
    order: { number: found.orderNumber, token, paid: found.status === 'confirmed' },
    here: `${path}?${new URLSearchParams({ order: found.orderNumber, token })}`,
    focus: requested !== null,
  };
}
