'use client';

import { useEffect } from 'react';

/**
 * Moves focus to the element `targetId` when it appears. A full page load (no JavaScript) honours
 * its `autofocus` attribute, but React does not focus links or headings rendered by a client-side
 * navigation — so after a step of the cancellation flow, this makes the outcome what a keyboard or
 * screen reader user meets first. Mount it with a `key` per screen: a new screen focuses again.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.focus();
  }, [targetId]);
  return null;
}
