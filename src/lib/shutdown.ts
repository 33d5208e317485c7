/**
 * Work to finish before the process exits (closing the database cleanly, the invalidation bus).
 * The HTTP server (server/index.mjs) runs the hooks after the last request is answered; it reaches
 * them through this global symbol because it is not part of the application bundle.
 */
const key = Symbol.for('brand-site.shutdown-hooks');
const g = globalThis as unknown as Record<symbol, Set<() => Promise<void>> | undefined>;
const hooks = (g[key] ??= new Set());

export function onShutdown(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}
