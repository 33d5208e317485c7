// @ts-check
/**
 * The production HTTP server (`npm start`, the e2e server, benches): Next's request handler behind
 * our edge (edge-handler.mjs). Environment: PORT (3000), HOSTNAME (all interfaces), TRUST_PROXY.
 * Run it as `node server/index.mjs` so that the process id is the server's own.
 */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createEdgeHandler } from './edge-handler.mjs';
import { createEdgeServer, installShutdown } from './edge-server.mjs';
import { logger } from './log.mjs';
import { loadPlaceholder } from './placeholder.mjs';

// This server only serves production builds; React picks its build from NODE_ENV when loaded.
Object.assign(process.env, { NODE_ENV: 'production' });
const dir = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = process.env.TRUST_PROXY === 'true';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
if (!existsSync(path.join(dir, '.next/BUILD_ID'))) {
  console.error('No production build: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}

const { default: next } = await import('next');
// Next attaches a WebSocket 'upgrade' listener to the server it is given, which would take
// Upgrade requests past the guards; we serve no WebSockets, so it gets a stand-in. Without a
// listener, Node treats such requests as ordinary ones. The host name stays Next's default, or
// the proxy's 404 rewrites would become proxied requests (docs/decisions/0004).
const app = next({ dev: false, dir, port, httpServer: /** @type {any} */ (new EventEmitter()) });
await app.prepare();

const handler = createEdgeHandler(app.getRequestHandler(), {
  placeholder: loadPlaceholder(path.join(dir, '.next')),
  trustProxy,
  log: logger,
  staticDir: path.join(dir, '.next/static'),
  // Filled by the application at start-up (src/server/direct-routes.server.ts).
  direct: (route) =>
    /** @type {{ get(route: string): any } | undefined} */ (/** @type {any} */ (globalThis)[Symbol.for('brand-site.direct-routes')])?.get(
      route,
    ),
});
const server = createEdgeServer(handler, logger);
/** Closes Next, then what the application registered (src/lib/shutdown.ts: database, invalidation bus). */
async function closeApplication() {
  await app.close();
  const hooks = /** @type {Set<() => Promise<void>> | undefined} */ (
    /** @type {any} */ (globalThis)[Symbol.for('brand-site.shutdown-hooks')]
  );
  // Last registered first, as runShutdownHooks does: the job worker stops before the database closes.
  for (const hook of [...(hooks ?? [])].reverse()) await hook().catch((error) => logger.error({ err: error }, 'shutdown hook failed'));
}
installShutdown(server, { onClosed: closeApplication, log: logger });
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server failed');
  console.error(error.message);
  process.exit(1);
});
server.listen(port, hostname, () => logger.info({ url: `http://${hostname ?? 'localhost'}:${port}`, trustProxy }, 'listening'));
