import 'server-only';
import { initCheckout } from '@/features/ordering/init-checkout.server';
import { maxLeadBodyBytes, postLead } from '@/features/forms/post-lead.server';
import { env } from '@/lib/env.server';
import { DirectRouteTable } from './direct-route-table';
import { nodeRoute } from './node-route.server';

/**
 * API routes the HTTP server hands straight to their handlers, past Next's router
 * (docs/decisions/0038). Only routes whose budget Next's overhead breaks belong here: starting a
 * checkout, which R1 asks of 200 visitors at the same moment, and a visitor's lead, whose p95
 * budget (issue 9: ≤ 150 ms with 20 concurrent submitters) Next's per-request work broke. Each
 * stays a normal Next route too (same handler), so `next dev` and the tests that call the handler
 * see the same code.
 *
 * Keyed "METHOD /path" with `:name` for a path parameter (no query); server/index.mjs looks them
 * up under this symbol.
 */
// Stryker disable next-line StringLiteral: any name works as long as server/index.mjs uses the same one
const key = Symbol.for('brand-site.direct-routes');

export function registerDirectRoutes(): void {
  if (!env().DIRECT_ROUTES) return;
  const routes = new DirectRouteTable([
    ['POST /api/buy_online/orders/init', nodeRoute(initCheckout, { maxBodyBytes: 10_000 })],
    ['POST /api/forms/:id/leads', nodeRoute(postLead, { maxBodyBytes: maxLeadBodyBytes })],
  ]);
  (globalThis as unknown as Record<symbol, unknown>)[key] = routes;
}
