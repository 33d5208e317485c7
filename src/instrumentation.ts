import type { Instrumentation } from 'next';

/**
 * Runs once when a server starts, before it answers requests: opens (and locks) the database,
 * applies migrations and fills demo content on first start. Failing here stops the process with a
 * clear message rather than answering 500s.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/start.server');
  await startServer();
}

/**
 * Next calls this for errors nothing handled in server rendering, route handlers, server actions
 * and the proxy (not for notFound() or redirects). They go to the error-reporting service of the
 * settings (decision 0047) with the method and path only — never the request's headers, which
 * carry the visitor's cookies and address. Errors of our API wrapper are answered and reported there.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportUnhandledError } = await import('./lib/error-reports.server');
  await reportUnhandledError(error, { source: context.routeType, method: request.method, path: request.path, route: context.routePath });
};
