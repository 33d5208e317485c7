// The published home page vs the same HTML served as a static file by the same server, under 50
// concurrent connections: requests/s, p50/p95/p99 latency, their ratio, and server memory after.
// Both go through server/index.mjs (CSP nonce rewrite included); the client asks for no compression.
// Target (quality.md): ratio ≥ 0.5 and p99 ≤ 40 ms. Usage: npm run build && npm run bench
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { load, median, type LoadResult } from './lib/load';
import { freshPostgresDatabase, rssMb, startServer, stopServer } from './lib/server';

const port = 3400;
const dataDir = '.bench-data';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const staticFile = 'public/__bench/home.html';

rmSync(dataDir, { recursive: true, force: true });
// BENCH_DATABASE_URL=postgres://… runs the same on PostgreSQL (a new database, dropped after).
const pgDb = process.env.BENCH_DATABASE_URL ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL, 'bench') : undefined;
const dbEnv: Record<string, string> = pgDb ? { DATABASE_URL: pgDb.url } : { DATA_DIR: dataDir };
console.log(`database: ${pgDb ? 'PostgreSQL' : 'PGlite (embedded)'}`);
// First start seeds the demo content; take the rendered home page as the static twin.
let server = await startServer(port, dbEnv);
const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
await stopServer(server);
mkdirSync('public/__bench', { recursive: true });
writeFileSync(staticFile, html);

server = await startServer(port, dbEnv);
try {
  const targets = { page: `http://127.0.0.1:${port}/`, static: `http://127.0.0.1:${port}/__bench/home.html` };
  for (const url of Object.values(targets)) await load(url, { connections: 50, seconds: 2 }); // warm-up
  const results: Record<keyof typeof targets, LoadResult[]> = { page: [], static: [] };
  for (let i = 0; i < rounds; i++) {
    // Alternate so that machine noise hits both alike.
    for (const key of Object.keys(targets) as (keyof typeof targets)[])
      results[key].push(await load(targets[key], { connections: 50, seconds }));
  }
  const row = (name: string, r: LoadResult[]) => ({
    target: name,
    'req/s': Math.round(median(r.map((x) => x.rps))),
    'p50 ms': +median(r.map((x) => x.p50)).toFixed(1),
    'p95 ms': +median(r.map((x) => x.p95)).toFixed(1),
    'p99 ms': +median(r.map((x) => x.p99)).toFixed(1),
    errors: r.reduce((n, x) => n + x.errors, 0),
  });
  const page = row('CMS home page', results.page);
  const stat = row('same HTML, static file', results.static);
  console.log(`\n${html.length} bytes of HTML, 50 connections, ${rounds} × ${seconds} s each, medians\n`);
  console.table([page, stat]);
  console.log(
    `ratio page/static req/s: ${(page['req/s'] / stat['req/s']).toFixed(2)} (target ≥ 0.5); page p99 ${page['p99 ms']} ms (target ≤ 40)`,
  );
  console.log(`server RSS after the run: ${rssMb(server.pid!)} MB (target ≤ 250)`);
} finally {
  await stopServer(server);
  rmSync('public/__bench', { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}
