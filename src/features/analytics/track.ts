import { pushToDataLayer } from './data-layer';
import type { AnalyticsEvent } from './events';
import { createEventGate, tagManagerLoaded, type EventGate } from './tag-manager-wait';

/**
 * An event, or a function that makes it when it is sent: page_view is built late so that it
 * reports the consent the visitor gave while the page waited for the tag manager. A builder that
 * returns null sends nothing.
 */
export type TrackedEvent = AnalyticsEvent | (() => AnalyticsEvent | null);

let gate: EventGate<TrackedEvent> | null = null;

function send(item: TrackedEvent) {
  const event = typeof item === 'function' ? item() : item;
  if (event) pushToDataLayer(event);
}

function currentGate(): EventGate<TrackedEvent> {
  if (gate) return gate;
  const created = createEventGate<TrackedEvent>(send, { loaded: () => tagManagerLoaded(window) });
  gate = created;
  // Leaving the page while waiting: hand what is queued to the data layer rather than drop it.
  window.addEventListener('pagehide', () => created.open(), { once: true });
  return created;
}

/**
 * The one way the site sends an analytics event (decision 0046). Until the tag manager has loaded
 * — or 5000 ms have passed — events wait in order; after that they go to the data layer at once.
 * Never throws: analytics must not break the page.
 */
export function trackEvent(event: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  currentGate().push(event);
}

/**
 * Starts the page's wait (the analytics island calls it on mount). Without a tag manager on the
 * site there is nothing to wait for: queued events go at once. Only the first call of a page load
 * starts the wait; later calls (client navigations) change nothing once it is over.
 */
export function startAnalytics({ tagManager }: { tagManager: boolean }): void {
  if (typeof window === 'undefined') return;
  const current = currentGate();
  if (tagManager) current.start();
  else current.open();
}

/** For tests: forget this page load's wait and queue. */
export function resetAnalyticsForTests(): void {
  gate = null;
}
