// R1 (quality.md) and the reservation budget: 200 simultaneous attempts to hold one car,
// alternating between two app instances on one PostgreSQL, repeated 20 times (a new car each
// time). Must show exactly one 201 each time, the rest 409 problem+json, zero 5xx, one active hold
// in the database; reports p50/p95/p99 of all attempts. Budget: p95 ≤ 300 ms.
// Needs a build; PostgreSQL from BENCH_DATABASE_URL (default the local one).
// Usage: node --import tsx --import ./scripts/node-hooks.mjs bench/reservation-contention.ts
import { request } from 'node:http';
import pg from 'pg';
import { freshPostgresDatabase, startServer, stopServer } from './lib/server';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const attempts = Number(process.env.BENCH_ATTEMPTS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const ports = [3291, 3292];
const warmUpBursts = Number(process.env.BENCH_WARM_UP_BURSTS ?? 10);

/**
 * One visitor's attempt, on its own connection (200 browsers do not share one). node:http rather
 * than fetch: the client runs on the same two cores as both servers and PostgreSQL, and fetch's
 * per-request CPU would be counted against the servers.
 */
function post(port: number, path: string, body: string, forwardedFor: string) {
  return new Promise<{ status: number; ms: number; problem: boolean }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            problem: (res.headers['content-type'] ?? '').startsWith('application/problem+json'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const database = await freshPostgresDatabase(base, 'bench');
const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000' };
// The first instance seeds the demo stock; the second starts on the seeded database.
const first = await startServer(ports[0]!, env);
const second = await startServer(ports[1]!, env);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const { rows: cars } = await client.query<{ id: number }>(
    `select id from vehicles where listed and status not in ('reserved', 'sold') order by id limit $1`,
    [rounds + 1],
  );
  if (cars.length < rounds + 1) throw new Error(`only ${cars.length} free cars for ${rounds} rounds and the warm-up`);
  // A running site is warm: the first bursts after start-up compile the handler (JIT) and fill
  // the settings cache, which no visitor of a live site waits for. Not counted.
  const warmUpCar = cars.pop()!.id;
  for (let burst = 0; burst < warmUpBursts; burst++) {
    await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        post(ports[i % 2]!, '/api/buy_online/orders/init', JSON.stringify({ vehicle_id: warmUpCar }), `10.250.${burst}.${i & 255}`),
      ),
    );
  }
  const times: number[] = [];
  const table: Record<string, number | string>[] = [];
  let failures = 0;
  for (const [round, { id }] of cars.entries()) {
    const attempt = (i: number) =>
      post(ports[i % 2]!, '/api/buy_online/orders/init', JSON.stringify({ vehicle_id: id }), `10.${round}.${i >> 8}.${i & 255}`);
    const results = await Promise.all(Array.from({ length: attempts }, (_, i) => attempt(i)));
    times.push(...results.map((r) => r.ms));
    const won = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409 && r.problem).length;
    const serverErrors = results.filter((r) => r.status >= 500).length;
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from vehicle_holds where vehicle_id = $1 and status = 'active'`,
      [id],
    );
    const ok = won === 1 && refused === attempts - 1 && serverErrors === 0 && rows[0]!.n === 1;
    if (!ok) failures++;
    table.push({
      round: round + 1,
      car: id,
      '201': won,
      '409 problem+json': refused,
      '5xx': serverErrors,
      'active holds': rows[0]!.n,
      'p95 ms': +[...results.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(attempts * 0.95)]!.toFixed(1),
      ok: ok ? 'yes' : 'NO',
    });
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => +times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
  console.table(table);
  console.table([{ attempts: times.length, 'p50 ms': pct(0.5), 'p95 ms': pct(0.95), 'p99 ms': pct(0.99), 'rounds failed': failures }]);
  console.log(`R1: ${failures === 0 ? 'held' : 'NOT held'}; budget p95 ≤ 300 ms: ${pct(0.95) <= 300 ? 'met' : 'NOT met'}`);
} finally {
  await client.end();
  await stopServer(first);
  await stopServer(second);
  await database.drop();
}
