/**
 * The customer's cancellation of their reservation (blocks.md 2.17: cancellation, modal, thank
 * you, paid-lead cancel only, awaiting cancellation, cancelled, unavailable, error). The spec lists
 * the screens, not how one leads to another; this is the state chart (decision 0034):
 *
 *   reserved / awaiting_payment ──ask──▶ modal ──confirm──▶ thank you   (order cancelled at once:
 *        │                                 └──back──▶ cancellation        deposit released, car on sale)
 *   confirmed (deposit taken) ──▶ paid-lead cancel only ──ask──▶ modal ──confirm──▶ awaiting cancellation
 *                                                                   (the dealer decides; refund on their cancel)
 *   cancelled / expired ──▶ cancelled          no order for this link ──▶ unavailable
 *   a failure while cancelling ──▶ error (try again)
 */

export type CancellationScreen =
  'cancellation' | 'paid_lead_cancel_only' | 'awaiting_cancellation' | 'cancelled' | 'unavailable' | 'modal' | 'thank_you' | 'error';

export interface CancellableOrder {
  status: 'awaiting_payment' | 'reserved' | 'confirmed' | 'cancelled' | 'expired';
  cancelRequestedAt: Date | null;
}

/** The screen an order's owner sees, from the order alone (what the page shows on arrival). */
export function screenOf(order: CancellableOrder | null): CancellationScreen {
  if (!order) return 'unavailable';
  switch (order.status) {
    case 'reserved':
    case 'awaiting_payment':
      return 'cancellation';
    case 'confirmed':
      return order.cancelRequestedAt ? 'awaiting_cancellation' : 'paid_lead_cancel_only';
    case 'cancelled':
    case 'expired':
      return 'cancelled';
  }
}

/**
 * The screen a page shows: the one the order calls for, or the step the URL names (`?cancel=`, what
 * a link or the action's redirect says) when it still fits the order — a stale `?cancel=modal` on a
 * cancelled order shows "cancelled", and no URL shows anything but "unavailable" without an order.
 */
export function shownScreen(order: CancellableOrder | null, requested: string | null | undefined): CancellationScreen {
  const natural = screenOf(order);
  if (requested === 'modal' && (natural === 'cancellation' || natural === 'paid_lead_cancel_only')) return 'modal';
  if (requested === 'thank_you' && natural === 'cancelled') return 'thank_you';
  if (requested === 'error' && natural !== 'unavailable') return 'error';
  return natural;
}

export type CancellationEvent = 'ask' | 'back' | 'confirm' | 'failed';

/**
 * The next screen. `confirm` from the modal depends on what the order was: cancelled at once
 * (thank you) or a request the dealer decides (awaiting cancellation). Anything else stays put.
 */
export function nextScreen(screen: CancellationScreen, event: CancellationEvent, order: CancellableOrder | null): CancellationScreen {
  const current = screenOf(order);
  if (event === 'failed') return 'error';
  if (event === 'ask' && (screen === 'cancellation' || screen === 'paid_lead_cancel_only' || screen === 'error')) {
    return current === 'cancellation' || current === 'paid_lead_cancel_only' ? 'modal' : current;
  }
  if (screen !== 'modal') return screen;
  if (event === 'back') return current;
  if (event === 'confirm') {
    if (current === 'cancellation') return 'thank_you';
    if (current === 'paid_lead_cancel_only') return 'awaiting_cancellation';
    return current;
  }
  return screen;
}
