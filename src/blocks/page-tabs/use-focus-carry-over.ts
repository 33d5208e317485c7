import { useEffect, useLayoutEffect, useRef } from 'react';

interface Controls {
  /** Which server control `focused` is (an index), or null when it is none of them. */
  server: (focused: Element | null) => number | null;
  /** The enhanced control that stands for server control `index`. */
  enhanced: (index: number) => HTMLElement | null | undefined;
}

/**
 * Keeps keyboard focus when an island swaps its server HTML's controls for other elements (radios
 * for tab buttons, a <summary> for a modal button): removing the focused element drops focus to
 * <body>. The focused control is noted as late as possible — in the passive effects of the
 * hydrating render, where the islands schedule the swap — and its counterpart is focused as soon as
 * the swap is committed, before paint and without scrolling. Focus the visitor moved elsewhere in
 * between is left alone.
 */
export function useFocusCarryOver(enhanced: boolean, controls: Controls) {
  const carried = useRef<number | null>(null);

  // Once enhanced there is no server control left to note.
  useEffect(() => {
    carried.current = controls.server(document.activeElement);
  });

  useLayoutEffect(() => {
    const index = carried.current;
    if (!enhanced || index === null) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) controls.enhanced(index)?.focus({ preventScroll: true });
  });
}
