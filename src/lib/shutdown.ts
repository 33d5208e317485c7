/**
 * Work to finish before the process exits (closing the database cleanly, the invalidation bus).
 * The HTTP server (server/index.mjs) runs the hooks after the last request is answered; it reaches
 * them through this global symbol because it is not part of the application bundle. Command-line
 * scripts call `runShutdownHooks()` when they are done: an open connection (the invalidation
 * publisher after an import, the database pool) would otherwise keep the process alive.
 */
const key = Symbol.for('brand-site.shutdown-hooks');
const g = globalThis as unknown as Record<symbol, Set<() => Promise<void>> | undefined>;
const hooks = (g[key] ??= new Set());

export function onShutdown(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/**
 * Runs every hook once, the last registered first: what was set up later (the job worker) stops
 * before what it depends on (the database pool) closes. A failing hook does not stop the others.
 */
export async function runShutdownHooks(onError: (error: unknown) => void = () => undefined): Promise<void> {
  const pending = [...hooks].reverse();
  hooks.clear();
  for (const hook of pending) await hook().catch(onError);
}
