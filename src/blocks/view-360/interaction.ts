import { useRef, useSyncExternalStore, type PointerEvent } from 'react';

/**
 * Browser-side helpers of the 360 viewers (imported by the island module only).
 */
const noSubscription = () => () => undefined;

/** False in the server render and while hydrating, true after: controls that need JavaScript appear only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const coarseQuery = '(pointer: coarse)';
function subscribeCoarse(onChange: () => void) {
  const query = window.matchMedia(coarseQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A touch screen is the primary pointer: the overlay says TOUCH TO INTERACT instead of CLICK. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribeCoarse,
    () => window.matchMedia(coarseQuery).matches,
    () => false,
  );
}

/**
 * Dragging with a mouse, pen or finger: the pointer is captured so the drag continues outside the
 * element, and `move` gets the horizontal distance from where it started. Vertical moves stay the
 * page's (the element has `touch-action: pan-y`).
 */
export function usePointerDrag({ start, move }: { start: () => void; move: (dx: number) => void }) {
  const origin = useRef<{ id: number; x: number } | null>(null);
  const end = (event: PointerEvent<HTMLElement>) => {
    if (origin.current?.id === event.pointerId) origin.current = null;
  };
  return {
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!event.isPrimary || event.button !== 0) return;
        origin.current = { id: event.pointerId, x: event.clientX };
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start();
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (origin.current?.id !== event.pointerId) return;
        move(event.clientX - origin.current.x);
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  };
}

/**
 * Fetches every frame once, the first time it is asked (the visitor points at or focuses the
 * viewer, or starts interacting), so that turning shows frames from the cache; a page that is only
 * scrolled past downloads one frame.
 */
export function useFramePreload(urls: string[]): () => void {
  const images = useRef<HTMLImageElement[] | null>(null);
  return () => {
    if (images.current) return;
    images.current = urls.map((url) => {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      return image;
    });
  };
}
