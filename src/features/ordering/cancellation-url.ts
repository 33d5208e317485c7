import type { CancellationScreen } from './cancellation';

/** The query parameter that names a step of the cancellation flow (read by `shownScreen`). */
export const screenParam = 'cancel';

/**
 * `here` (a path of this site with its query) naming `screen`: the links between screens and the
 * action's redirect stay on the page the visitor is on, whichever page that is.
 */
export function screenUrl(here: string, screen: CancellationScreen): string {
  const url = new URL(here, 'http://site.invalid');
  url.searchParams.set(screenParam, screen);
  return `${url.pathname}${url.search}`;
}
