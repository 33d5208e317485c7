/** An entry of the tag manager's data layer (site.md §7). */
export type DataLayerEvent = Record<string, unknown> & { event: string };

/** The event names, under the name the first callers used (the union is `AnalyticsEvent`, events.ts). */
export { analyticsEventKinds as dataLayerEventKinds } from './events';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The one way anything reaches `window.dataLayer`. Site events go through `trackEvent` (track.ts),
 * which waits for the tag manager; only the tag manager's own protocol entries (`gtm.js`,
 * `consent_update`, pushed by the tag loader) come here directly, as they must not wait.
 * The value cannot be trusted: markup or a third-party script may have put an element or an
 * object there (`<span id="dataLayer">` is exposed as `window.dataLayer`). Anything that is not an array with a working push is replaced by a new
 * array, keeping nothing of it; analytics never breaks the page, so this never throws.
 */
export function pushToDataLayer(event: DataLayerEvent): void {
  try {
    const current: unknown = window.dataLayer;
    // The tag manager replaces `push` on the array with its own function: keep that one.
    const layer = Array.isArray(current) && typeof current.push === 'function' ? (current as DataLayerEvent[]) : (window.dataLayer = []);
    layer.push(event);
  } catch (error) {
    console.warn('could not push to the data layer', error);
  }
}
