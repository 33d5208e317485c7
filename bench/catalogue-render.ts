// The block catalogue page rendered on the server (issue 12 item 12: ≤ 300 ms median). Signed-in
// people get every page rendered per request (no page cache), so a signed-in GET of /block-catalogue
// is a full server render of every block with its default content: time to the last byte, median of
// the runs after a warm-up, next to the cached page anonymous visitors get. Also counts the page's
// script tags with and without the catalogue's static blocks (static blocks add no JavaScript).
// Usage: npm run build && npx tsx bench/catalogue-render.ts [runs=15]
import { rmSync } from 'node:fs';
import { startServer, stopServer } from './lib/server';

const port = 3404;
const base = `http://127.0.0.1:${port}`;
const dataDir = '.bench-catalogue-data';
const runs = Number(process.argv[2] ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(path: string, headers: Record<string, string> = {}): Promise<{ ms: number; html: string }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return { ms: performance.now() - started, html };
}

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(port, { DATA_DIR: dataDir, SITE_URL: base });
try {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@example.jp', password: 'demo-admin-pass-2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

  for (let i = 0; i < 3; i++) await timed('/block-catalogue', { cookie }); // warm-up: code paths, images, catalogue cache
  const rendered: number[] = [];
  const cached: number[] = [];
  let html = '';
  for (let i = 0; i < runs; i++) {
    const fresh = await timed('/block-catalogue', { cookie });
    rendered.push(fresh.ms);
    const anonymous = await timed('/block-catalogue');
    cached.push(anonymous.ms);
    html = anonymous.html;
  }
  const blocks = (html.match(/data-block="/g) ?? []).length;
  console.table([
    { target: '/block-catalogue rendered per request (signed in)', 'median ms': +median(rendered).toFixed(1), runs },
    { target: '/block-catalogue from the page cache (visitor)', 'median ms': +median(cached).toFixed(1), runs },
  ]);
  console.log(`${Math.round(html.length / 1024)} KB of HTML, ${blocks} blocks; budget: rendered per request ≤ 300 ms median`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
