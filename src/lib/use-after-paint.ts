'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * True once `wanted` has been true across a paint: for a part the visitor does not see yet (a
 * closed dialog's form) whose first render would otherwise land in the tap that called for it and
 * delay what that tap shows. It renders after the browser has painted the tap's answer, as a
 * transition (React yields to the next tap while it works). False again as soon as `wanted` is.
 */
export function useAfterPaint(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  // Not wanted any more: forget it now (React's "adjust state while rendering"), so that wanted
  // again it waits for a paint again.
  if (!wanted && ready) setReady(false);
  useEffect(() => {
    if (!wanted) return;
    // The frame after the next one: the tap's own update has been painted by then.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [wanted]);
  return wanted && ready;
}
