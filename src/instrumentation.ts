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
