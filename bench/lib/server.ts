import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startAppServer } from '../../tests/fixtures/app-server';

const stops = new WeakMap<ChildProcess, () => Promise<void>>();

/** Starts the production server (server/index.mjs) of the build on a port and waits for /api/health. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = await startAppServer(port, env);
  stops.set(server.process, server.stop);
  return server.process;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  await stops.get(child)?.();
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export { freshPostgresDatabase } from '../../tests/fixtures/postgres-database';
