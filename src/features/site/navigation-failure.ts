/**
 * What tells the shell a navigation failed (docs/decisions/0050): a script chunk that no longer
 * exists after a deploy, or a route that rendered its error boundary.
 */
export function isChunkFailure(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|_next\/static\/chunks/.test(text);
}

/** Dispatched on window by the route error boundary (app/error.tsx). */
export const routeErrorEvent = 'site:route-error';

export function reportRouteError(): void {
  window.dispatchEvent(new Event(routeErrorEvent));
}
