// Lead submission under load (issue 9 item 16): 20 concurrent submitters on PostgreSQL, each lead
// a multipart post with a small file, stored with its outbox rows in one transaction. Reports
// p50/p95/p99 and throughput, and checks every 201 is in the database with its file.
// Budget: p95 ≤ 150 ms. Needs a build; PostgreSQL from BENCH_DATABASE_URL (default the local one).
// Usage: node --import tsx --import ./scripts/node-hooks.mjs bench/lead-submit.ts
import { benchForm, leadBody } from './lib/lead-form';
import { countRows } from './lib/pg-count';
import { freshPostgresDatabase, startServer, stopServer } from './lib/server';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const submitters = Number(process.env.BENCH_SUBMITTERS ?? 20);
const perSubmitter = Number(process.env.BENCH_LEADS_EACH ?? 30);
/** BENCH_WITH_FILE=0: leads without an attachment (most test drive requests have none). */
const withFile = process.env.BENCH_WITH_FILE !== '0';
const token = 'bench-admin-token-0123456789';
const port = 3290;

const database = await freshPostgresDatabase(base, 'bench');
const server = await startServer(port, {
  DATABASE_URL: database.url,
  SEED_DEMO: 'false',
  ADMIN_API_TOKEN: token,
  TRUST_PROXY: 'true',
  RATE_LIMIT_LEADS_PER_CLIENT: '1000000',
  RATE_LIMIT_LEADS_PER_FORM: '1000000',
});
const url = `http://127.0.0.1:${port}`;
try {
  const created = await fetch(`${url}/api/forms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(benchForm),
  });
  const formId = ((await created.json()) as { data: { id: number } }).data.id;
  const submit = async (n: number, client: number) => {
    const started = performance.now();
    const res = await fetch(`${url}/api/forms/${formId}/leads`, {
      method: 'POST',
      body: leadBody(n),
      headers: { 'x-forwarded-for': `10.0.${client}.1` },
    });
    const ms = performance.now() - started;
    const body = (await res.json()) as { data?: { id: string } };
    return { ms, status: res.status, id: body.data?.id };
  };
  for (let i = 0; i < 30; i++) await submit(-i, 250); // warm-up
  const results: Awaited<ReturnType<typeof submit>>[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: submitters }, async (_, s) => {
      for (let i = 0; i < perSubmitter; i++) results.push(await submit(s * 1000 + i, s));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) => +times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
  const accepted = results.filter((r) => r.status === 201);
  const stored = await countRows(
    database.url,
    withFile
      ? 'select count(*)::int as n from leads l where l.id = any($1) and exists (select 1 from lead_files f where f.lead_id = l.id)'
      : 'select count(*)::int as n from leads l where l.id = any($1)',
    [accepted.map((r) => r.id)],
  );
  console.table([
    {
      submitters,
      file: withFile,
      leads: results.length,
      '201': accepted.length,
      'other statuses': results.length - accepted.length,
      'p50 ms': pct(0.5),
      'p95 ms': pct(0.95),
      'p99 ms': pct(0.99),
      'leads/s': +(results.length / seconds).toFixed(1),
      stored,
    },
  ]);
  console.log(`budget p95 ≤ 150 ms: ${pct(0.95) <= 150 ? 'met' : 'NOT met'}`);
} finally {
  await stopServer(server);
  await database.drop();
}
