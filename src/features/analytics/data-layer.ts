/** An entry of the tag manager's data layer (site.md §7). */
export type DataLayerEvent = Record<string, unknown> & { event: string };

/**
 * Names of the events the site pushes (site.md §7 lists the kinds). The tag manager's triggers
 * key on these strings: change one only together with the container.
 */
export const dataLayerEventKinds = {
  pageView: 'page_view',
  preOrder: 'pre_order',
  floatingButton: 'floating_button',
} as const;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The one way the site pushes to `window.dataLayer`. The value cannot be trusted: markup or a
 * third-party script may have put an element or an object there (`<span id="dataLayer">` is exposed
 * as `window.dataLayer`). Anything that is not an array with a working push is replaced by a new
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
