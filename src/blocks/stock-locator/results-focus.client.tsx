'use client';

import { useLayoutEffect, useRef } from 'react';
import { rememberList, setPendingScroll, takePendingScroll } from './stock-navigation';

/**
 * Runs when new results arrive (`stateKey` changed): a filter change keeps the visitor where they
 * were, a page link takes them to the top of the results, and the result count takes focus
 * quietly (no scroll) so screen readers announce it. Page links mark themselves with
 * `data-stock-page`; a click on one is caught here, so the pagination stays a server component.
 */
export function ResultsFocus({ rootId, countId, stateKey }: { rootId: string; countId: string; stateKey: string }) {
  const first = useRef(true);

  useLayoutEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest?.('a[data-stock-page]')) setPendingScroll({ kind: 'results' });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [rootId]);

  useLayoutEffect(() => {
    rememberList();
    if (first.current) {
      first.current = false;
      return;
    }
    const intent = takePendingScroll();
    if (!intent) return; // Back/forward: the browser restores the position.
    const count = document.getElementById(countId);
    const place = () => {
      if (intent.kind === 'keep') window.scrollTo({ top: intent.y, behavior: 'instant' });
      else count?.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    place();
    // The router scrolls new segments after this effect (its handler sits above us): place again
    // before the frame is painted.
    const frame = requestAnimationFrame(() => {
      place();
      // While the phone filter drawer is open, focus stays in it (its footer shows the count).
      if (!document.querySelector('[data-filter-dialog]')) count?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [countId, stateKey]);

  return null;
}
