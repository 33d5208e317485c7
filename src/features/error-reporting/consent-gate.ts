import { keepEarlyErrors } from './early-errors';
import type { ErrorReportingConfig } from './reporting-config';

/** The running reporter, as the gate sees it. */
export interface BrowserReporter {
  /** Off: reports are dropped before they are sent (the SDK stays loaded: a script cannot be unloaded). */
  setEnabled(enabled: boolean): void;
}

export type StartReporter = (config: ErrorReportingConfig) => BrowserReporter;

/** The SDK is a chunk of its own, fetched only once consent allows it: no page carries it up front. */
const loadReporter = (): Promise<StartReporter> => import('./browser-reporter').then((module) => module.startBrowserReporter);

// From the moment this module runs, with the page's other client code, errors are kept for the
// reporter; see early-errors.ts.
if (typeof window !== 'undefined') keepEarlyErrors(window);

/**
 * Error reporting under the visitor's consent (decisions 0043, 0047): `follow(true)` fetches and
 * starts the reporter the first time, `follow(false)` stops it sending — revoking consent stops
 * reports from then on, on this page too. Calls are applied in order even while the SDK loads.
 */
export function errorReportingGate(config: ErrorReportingConfig, load: () => Promise<StartReporter> = loadReporter) {
  let reporter: Promise<BrowserReporter | null> | null = null;
  return {
    follow(allowed: boolean): void {
      if (allowed && !reporter) {
        reporter = load().then(
          (start) => start(config),
          (error: unknown) => {
            console.warn('error reporting could not be loaded', error);
            return null;
          },
        );
      }
      void reporter?.then((started) => started?.setEnabled(allowed));
    },
  };
}
