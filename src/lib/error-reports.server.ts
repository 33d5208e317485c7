import 'server-only';
import { logger } from './logger.server';

/** Where an unhandled server error happened: what the report may say about the request, and no more. */
export interface ServerErrorContext {
  /** Which part of the server: an API answered 500, or Next's render, route handler, server action or proxy. */
  source: 'api' | 'render' | 'route' | 'action' | 'proxy';
  method: string;
  /** The request's path; its query is cut before anything is reported. */
  path: string;
  /** The route's pattern, e.g. `/[[...path]]`, when Next knows it. */
  route?: string;
}

export type ErrorReporter = (error: unknown, context: ServerErrorContext) => Promise<void>;

/** On globalThis: Next bundles instrumentation and the routes separately, with their own module copies. */
const key = Symbol.for('brand-site.error-reporter');
const g = globalThis as unknown as Record<symbol, ErrorReporter | undefined>;

/** Start-up wires the error-reporting service in (features/error-reporting, decision 0047). */
export function registerErrorReporter(reporter: ErrorReporter | undefined): void {
  g[key] = reporter;
}

/**
 * Hands an unhandled server error to the error-reporting service, when one is wired in. Never
 * throws, and never holds up the answer it was called for: the report is sent in the background.
 */
export async function reportUnhandledError(error: unknown, context: ServerErrorContext): Promise<void> {
  const reporter = g[key];
  if (!reporter) return;
  try {
    await reporter(error, context);
  } catch (failure) {
    logger.warn({ err: failure }, 'the error could not be handed to error reporting');
  }
}
