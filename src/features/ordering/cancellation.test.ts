import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextScreen, screenOf, shownScreen, type CancellableOrder, type CancellationEvent, type CancellationScreen } from './cancellation';

const order = (status: CancellableOrder['status'], requested = false): CancellableOrder => ({
  status,
  cancelRequestedAt: requested ? new Date() : null,
});

describe('the cancellation state chart', () => {
  it('opens on the screen the order calls for', () => {
    expect(screenOf(order('reserved'))).toBe('cancellation');
    expect(screenOf(order('awaiting_payment'))).toBe('cancellation');
    expect(screenOf(order('confirmed'))).toBe('paid_lead_cancel_only');
    expect(screenOf(order('confirmed', true))).toBe('awaiting_cancellation');
    expect(screenOf(order('cancelled'))).toBe('cancelled');
    expect(screenOf(order('expired'))).toBe('cancelled');
    expect(screenOf(null)).toBe('unavailable');
  });

  it('cancels a reservation at once, and turns a paid one into a request', () => {
    expect(nextScreen('cancellation', 'ask', order('reserved'))).toBe('modal');
    expect(nextScreen('modal', 'back', order('reserved'))).toBe('cancellation');
    expect(nextScreen('modal', 'confirm', order('reserved'))).toBe('thank_you');
    expect(nextScreen('paid_lead_cancel_only', 'ask', order('confirmed'))).toBe('modal');
    expect(nextScreen('modal', 'confirm', order('confirmed'))).toBe('awaiting_cancellation');
    expect(nextScreen('modal', 'back', order('confirmed'))).toBe('paid_lead_cancel_only');
    expect(nextScreen('error', 'ask', order('reserved'))).toBe('modal');
    expect(nextScreen('modal', 'failed', order('reserved'))).toBe('error');
  });

  it('shows the step the URL names only while it still fits the order', () => {
    expect(shownScreen(order('reserved'), 'modal')).toBe('modal');
    expect(shownScreen(order('confirmed'), 'modal')).toBe('modal');
    expect(shownScreen(order('cancelled'), 'modal')).toBe('cancelled');
    expect(shownScreen(order('confirmed', true), 'modal')).toBe('awaiting_cancellation');
    expect(shownScreen(order('cancelled'), 'thank_you')).toBe('thank_you');
    expect(shownScreen(order('reserved'), 'thank_you')).toBe('cancellation');
    expect(shownScreen(order('reserved'), 'error')).toBe('error');
    expect(shownScreen(order('reserved'), 'cancelled')).toBe('cancellation');
    expect(shownScreen(order('reserved'), undefined)).toBe('cancellation');
    expect(shownScreen(order('expired'), null)).toBe('cancelled');
    for (const requested of ['modal', 'thank_you', 'error', 'cancellation', undefined])
      expect(shownScreen(null, requested)).toBe('unavailable');
  });

  it('never offers to cancel what is already cancelled or requested, whatever the events', () => {
    const events = fc.constantFrom<CancellationEvent>('ask', 'back', 'confirm');
    const settled = fc.constantFrom(order('cancelled'), order('expired'), order('confirmed', true), null);
    fc.assert(
      fc.property(settled, fc.array(events, { maxLength: 8 }), (o, seq) => {
        let screen: CancellationScreen = screenOf(o);
        for (const e of seq) screen = nextScreen(screen, e, o);
        expect(['modal', 'thank_you']).not.toContain(screen);
        expect(screen).toBe(screenOf(o));
      }),
    );
  });
});
