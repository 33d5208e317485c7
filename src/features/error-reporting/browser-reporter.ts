import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import type { BrowserReporter } from './consent-gate';
import { takeEarlyErrors } from './early-errors';
import { reportingDataCollection, type ErrorReportingConfig } from './reporting-config';
import { scrubEvent } from './scrub-event';

/** One client per page; a page that mounts the loader again (client navigation) keeps it. */
let running: { key: string; client: BrowserClient; state: { enabled: boolean } } | null = null;

/**
 * Starts Sentry's browser client for the DSN of the setting (decision 0047), loaded only once the
 * visitor has accepted the error-reporting tag's scope. Unhandled errors and promise rejections
 * reach it (its global handlers, and those kept before it started); nothing else does — no
 * breadcrumbs, sessions, tracing or replay. Every report is scrubbed (scrub-event.ts) and dropped
 * while consent is withdrawn; no client reports either, which would say that something was dropped.
 */
export function startBrowserReporter(config: ErrorReportingConfig, transport = makeFetchTransport): BrowserReporter {
  const key = JSON.stringify(config);
  if (running?.key !== key) {
    void running?.client.close();
    const state = { enabled: true };
    const client = new BrowserClient({
      dsn: config.dsn,
      environment: config.environment,
      ...(config.release ? { release: config.release } : {}),
      transport,
      stackParser: defaultStackParser,
      integrations: [
        eventFiltersIntegration(),
        globalHandlersIntegration({ onerror: true, onunhandledrejection: true }),
        linkedErrorsIntegration(),
        dedupeIntegration(),
        httpContextIntegration(),
      ],
      dataCollection: reportingDataCollection,
      sendClientReports: false,
      maxBreadcrumbs: 0,
      beforeSend: (event) => (state.enabled ? scrubEvent(event) : null),
    });
    getCurrentScope().setClient(client);
    client.init();
    running = { key, client, state };
    for (const early of takeEarlyErrors()) {
      const type = early.kind === 'error' ? 'auto.browser.global_handlers.onerror' : 'auto.browser.global_handlers.onunhandledrejection';
      captureException(early.value, { mechanism: { type, handled: false } });
    }
  }
  const { state } = running;
  return {
    setEnabled(enabled) {
      state.enabled = enabled;
    },
  };
}

/** For tests: close the client, so the next start makes a new one. */
export async function stopBrowserReporter(): Promise<void> {
  await running?.client.close();
  running = null;
}
