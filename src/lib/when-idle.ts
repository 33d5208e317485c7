/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns the cancel function. One scheduling rule
 * for everything that waits for a settled page: idle prefetch, enhancements loaded on idle.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
