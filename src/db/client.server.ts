import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { onShutdown } from '@/lib/shutdown';
import { acquireFolderLock } from './folder-lock.server';
import * as schema from './schema';

/**
 * Both drivers expose the same pg-core query builder; we type the handle as the node-postgres
 * flavour so that the rest of the code has one `Db` type (see docs/decisions/0002).
 */
export type Db = NodePgDatabase<typeof schema>;

/** A handle or an open transaction: for writes that must commit together with the caller's. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.join(process.cwd(), 'src/db/migrations');

interface Handle {
  db: Db;
  close: () => Promise<void>;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, for work that needs one connection (session advisory locks, LISTEN). */
  pool?: pg.Pool;
}

// One handle per process, shared by every server bundle (proxy, routes, instrumentation).
const key = Symbol.for('brand-site.db');
const g = globalThis as unknown as Record<symbol, Promise<Handle> | undefined>;

export function getDb(): Promise<Db> {
  return getHandle().then((h) => h.db);
}

export function getHandle(): Promise<Handle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The build must not open the database: call `await connection()` before reading data.');
  }
  if (!g[key]) {
    g[key] = open().catch((error: unknown) => {
      g[key] = undefined;
      throw error;
    });
    // A clean close flushes PGlite's files and releases the folder lock before the process exits.
    g[key].then((handle) => onShutdown(() => handle.close())).catch(() => undefined);
  }
  return g[key];
}

/** Tests install their own fresh database. */
export function setDbHandle(handle: Handle | undefined): void {
  g[key] = handle ? Promise.resolve(handle) : undefined;
}

async function open(): Promise<Handle> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  const folder = path.resolve(DATA_DIR);
  const release = acquireFolderLock(folder);
  try {
    const client = await PGlite.create({ dataDir: path.join(folder, 'pglite') });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    logger.info({ folder }, 'embedded database ready (PGlite)');
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string): Promise<Handle> {
  // JIT compilation pays off for long analytical queries; ours are short, and at 100k vehicles the
  // planner's cost estimates would trigger JIT and add tens of milliseconds to a stock search.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client losing its connection (PostgreSQL restart, failover) emits 'error' on the pool;
  // without a listener Node would exit. The pool replaces the client on the next query.
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL connection lost'));
  const db = drizzlePg({ client: pool, schema });
  // Several instances may start together: one migrates, the others wait on the advisory lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(724519)');
    await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(724519)').catch(() => undefined);
    conn.release();
  }
  logger.info('database ready (PostgreSQL)');
  return { db, driver: 'postgres', pool, close: () => pool.end() };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock (one connection takes and releases
 * it), so that several instances starting together do it one after the other. PGlite has a single
 * process: the work just runs.
 */
export async function withAdvisoryLock<T>(lockId: number, work: () => Promise<T>): Promise<T> {
  const { pool } = await getHandle();
  if (!pool) return work();
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    connection.release();
  }
}
