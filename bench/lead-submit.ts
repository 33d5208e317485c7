// Lead submission under load (issue 9 item 16): 20 concurrent submitters on PostgreSQL, each lead
// a multipart post with a small file, stored with its outbox rows in one transaction. Reports
// p50/p95/p99 and throughput, and checks every 201 is in the database with its file.
// Budget: p95 ≤ 150 ms. Needs a build; PostgreSQL from BENCH_DATABASE_URL (default the local one).
// Measures the route as served (the edge's direct route, decision 0038) and, in the same run, through
// Next's router (DIRECT_ROUTES=false), and prints the ratio. Each server is warmed with 200 untimed
// leads first (a live site is warm; the first ones are JIT compilation).
// Usage: node --import tsx --import ./scripts/node-hooks.mjs bench/lead-submit.ts
import http from 'node:http';
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

interface Body {
  type: string;
  bytes: Buffer;
}

// Bodies are encoded before the clock starts and sent with node:http on keep-alive connections (a
// browser keeps its connection): fetch's and FormData's client CPU on the same two cores would
// otherwise be counted against the server.
async function encode(n: number): Promise<Body> {
  const response = new Response(leadBody(n, withFile));
  return { type: response.headers.get('content-type')!, bytes: Buffer.from(await response.arrayBuffer()) };
}

function post(agent: http.Agent, url: string, body: Body, client: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': body.type, 'content-length': body.bytes.length, 'x-forwarded-for': `10.0.${client}.1` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body.bytes);
  });
}

async function measure(directRoutes: boolean) {
  const database = await freshPostgresDatabase(base, 'bench');
  const server = await startServer(port, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    ADMIN_API_TOKEN: token,
    TRUST_PROXY: 'true',
    DIRECT_ROUTES: String(directRoutes),
    RATE_LIMIT_LEADS_PER_CLIENT: '1000000',
    RATE_LIMIT_LEADS_PER_FORM: '1000000',
  });
  const url = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: submitters + 1 });
  try {
    const created = await fetch(`${url}/api/forms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(benchForm),
    });
    const formId = ((await created.json()) as { data: { id: number } }).data.id;
    const leadsUrl = `${url}/api/forms/${formId}/leads`;
    const submit = async (body: Body, client: number) => {
      const started = performance.now();
      const { status, text } = await post(agent, leadsUrl, body, client);
      const ms = performance.now() - started;
      return { ms, status, id: (JSON.parse(text) as { data?: { id: string } }).data?.id };
    };
    const warmUp = await Promise.all(Array.from({ length: 200 }, (_, i) => encode(-1 - i)));
    for (let round = 0; round < 10; round++) {
      await Promise.all(Array.from({ length: submitters }, (_, s) => submit(warmUp[round * submitters + s]!, 250)));
    }
    const bodies = await Promise.all(Array.from({ length: submitters * perSubmitter }, (_, i) => encode(i)));
    const results: Awaited<ReturnType<typeof submit>>[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: submitters }, async (_, s) => {
        for (let i = 0; i < perSubmitter; i++) results.push(await submit(bodies[s * perSubmitter + i]!, s));
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
    return {
      route: directRoutes ? 'edge (direct route)' : "Next's router",
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
    };
  } finally {
    agent.destroy();
    await stopServer(server);
    await database.drop();
  }
}

const viaNext = await measure(false);
const direct = await measure(true);
console.table([viaNext, direct]);
console.log(`p95 via Next ÷ p95 as served: ${(viaNext['p95 ms'] / direct['p95 ms']).toFixed(2)}×`);
console.log(`budget p95 ≤ 150 ms (as served): ${direct['p95 ms'] <= 150 ? 'met' : 'NOT met'}`);
