import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Closed-loop load: `connections` keep-alive clients each send the next request as soon as the
 * previous answer is read, for `seconds`. Latencies are exact (every request is timed).
 */
export async function load(url: string, { connections = 50, seconds = 10 } = {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99) };
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Runs `fn` `runs` times after three untimed warm-up calls; p50 and p95 in ms, one decimal. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: +median(times).toFixed(1), p95: +times[Math.floor(times.length * 0.95)]!.toFixed(1) };
}
