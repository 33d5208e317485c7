import 'server-only';
import { Scope, dedupeIntegration, linkedErrorsIntegration, createStackParser } from '@sentry/core';
import { ServerRuntimeClient, nodeStackLineParser } from '@sentry/core/server';
import { getSetting } from '@/features/settings/settings.server';
import { env } from '@/lib/env.server';
import { registerErrorReporter, type ServerErrorContext } from '@/lib/error-reports.server';
import { onShutdown } from '@/lib/shutdown';
import { makeOutboundTransport } from './outbound-transport.server';
import { reportingDataCollection } from './reporting-config';
import { scrubEvent, withoutQuery } from './scrub-event';

/** The client of the DSN in use, per process (on globalThis: Next's bundles each have module copies). */
const key = Symbol.for('brand-site.error-reporting-client');
const g = globalThis as unknown as Record<symbol, { dsn: string; client: ServerRuntimeClient } | undefined>;

function clientFor(dsn: string): ServerRuntimeClient {
  const current = g[key];
  if (current?.dsn === dsn) return current.client;
  // A new DSN in the settings: what the old client still holds goes out, then it is dropped.
  void current?.client.close(2000);
  const { NODE_ENV, SENTRY_ENVIRONMENT, SENTRY_RELEASE } = env();
  const client = new ServerRuntimeClient({
    dsn,
    environment: SENTRY_ENVIRONMENT ?? NODE_ENV,
    ...(SENTRY_RELEASE ? { release: SENTRY_RELEASE } : {}),
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    transport: makeOutboundTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    // The causes of an error go with it; a repeat of the same error right after it does not (the
    // client itself also drops an error object it has already sent, as Next may hand one twice).
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    dataCollection: reportingDataCollection,
    sendClientReports: false,
    maxBreadcrumbs: 0,
    beforeSend: (event) => scrubEvent(event),
  });
  client.init();
  g[key] = { dsn, client };
  return client;
}

/**
 * Reports an unhandled server error to the DSN of the setting `tags.error_reporting_dsn` (decision
 * 0047), read on every report (cached until settings change), so a new DSN applies at once. It
 * does not wait for the visitor's consent: this is the operator reporting its own failures from
 * its own server, not the visitor's browser sending to a third party — and so it says nothing
 * about the visitor: the method and the path without its query, never the body, cookies, headers
 * or address.
 */
export async function reportServerError(error: unknown, context: ServerErrorContext): Promise<void> {
  const dsn = await getSetting('tags.error_reporting_dsn');
  if (!dsn) return;
  const client = clientFor(dsn);
  const scope = new Scope();
  scope.setTag('source', context.source);
  if (context.route) scope.setTag('route', context.route);
  const url = new URL(withoutQuery(context.path), env().SITE_URL).href;
  scope.addEventProcessor((event) => ({ ...event, request: { method: context.method, url } }));
  // originalException: what the integrations read (the error's causes); the global capture functions set it, the client does not.
  client.captureException(error, { originalException: error, mechanism: { type: `auto.server.${context.source}`, handled: false } }, scope);
}

/** Sends what is queued (tests, and a stopping server). */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return (await g[key]?.client.flush(timeoutMs)) ?? true;
}

/** Start-up: unhandled errors of the API wrapper and of Next (instrumentation.ts) come here; a stopping server sends what is queued. */
export function startErrorReporting(): void {
  registerErrorReporter(reportServerError);
  onShutdown(async () => {
    await flushErrorReports();
  });
}
