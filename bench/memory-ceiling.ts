// Memory under hostile query variety: 50,000 distinct listing queries (every value of
// filter[mileage_lteq] different, so no two share a cache entry), then the home page, and the
// server's resident memory before, during and after. The caches are bounded (CACHE_MAX_MB,
// PAGE_CACHE_MAX_MB), so memory must level off instead of growing with the number of queries.
// Usage: npm run build && npx tsx bench/memory-ceiling.ts [queries=50000]   (BENCH_DATABASE_URL for PostgreSQL)
import { rmSync } from 'node:fs';
import { freshPostgresDatabase, rssMb, startServer, stopServer } from './lib/server';

const port = 3403;
const dataDir = '.bench-mem-data';
const queries = Number(process.argv[2] ?? 50_000);
const concurrency = 16;
const adminToken = 'bench-admin-token-0123456789';

rmSync(dataDir, { recursive: true, force: true });
const pgDb = process.env.BENCH_DATABASE_URL ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL, 'benchmem') : undefined;
const server = await startServer(port, {
  ...(pgDb ? { DATABASE_URL: pgDb.url } : { DATA_DIR: dataDir }),
  // The bench is one client: lift its request budget so it measures the caches, not the limiter.
  RATE_LIMIT_PUBLIC_PER_MINUTE: String(10 * queries),
  ADMIN_API_TOKEN: adminToken,
});
const rows: { phase: string; requests: number; 'RSS MB': number; 'non-200': number; 'ms/request': number }[] = [];
try {
  const pid = server.pid!;
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/`)).text();
  await (await fetch(`${base}/public_api/listing/jp-main`)).text();
  rows.push({ phase: 'warm (home + one search)', requests: 21, 'RSS MB': rssMb(pid), 'non-200': 0, 'ms/request': 0 });
  let next = 0;
  let bad = 0;
  const started = performance.now();
  const checkpoints = new Set([queries / 10, queries / 4, queries / 2, queries].map(Math.round));
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= queries) return;
      const res = await fetch(`${base}/public_api/listing/jp-main?filter%5Bmileage_lteq%5D=${100_000 + i}&items=12`);
      await res.arrayBuffer();
      if (res.status !== 200) bad++;
      if (checkpoints.has(i + 1)) {
        rows.push({
          phase: `after ${i + 1} distinct queries`,
          requests: i + 1,
          'RSS MB': rssMb(pid),
          'non-200': bad,
          'ms/request': +((performance.now() - started) / (i + 1)).toFixed(2),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await new Promise((r) => setTimeout(r, 3_000));
  rows.push({ phase: 'idle 3 s later', requests: queries, 'RSS MB': rssMb(pid), 'non-200': bad, 'ms/request': 0 });
  console.log(`\n${pgDb ? 'PostgreSQL' : 'PGlite (embedded)'}, ${queries} distinct listing queries, ${concurrency} at a time\n`);
  console.table(rows);
  // Where the memory is: V8 heap, buffers outside it, and what the two caches hold (admin view of /api/health).
  const health = await (await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
  console.log('memory of the server process:', JSON.stringify(health.memory ?? health, null, 1));
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}
