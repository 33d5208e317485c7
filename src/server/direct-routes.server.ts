import 'server-only';
import { initCheckout } from '@/features/ordering/init-checkout.server';
import { nodeRoute, type NodeHandler } from './node-route.server';

/**
 * API routes the HTTP server hands straight to their handlers, past Next's router
 * (docs/decisions/0038). Only routes whose budget Next's overhead breaks belong here: starting a
 * checkout, which R1 asks of 200 visitors at the same moment. Each stays a normal Next route too
 * (same handler), so `next dev` and the tests that call the handler see the same code.
 *
 * Keyed "METHOD /path" (exact path, no query); server/index.mjs looks them up under this symbol.
 */
// Stryker disable next-line StringLiteral: any name works as long as server/index.mjs uses the same one
const key = Symbol.for('brand-site.direct-routes');

export function registerDirectRoutes(): void {
  const routes = new Map<string, NodeHandler>([['POST /api/buy_online/orders/init', nodeRoute(initCheckout, { maxBodyBytes: 10_000 })]]);
  (globalThis as unknown as Record<symbol, unknown>)[key] = routes;
}
