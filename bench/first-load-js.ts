// First-load JavaScript per page: every <script src> and preloaded script in the served HTML, compressed, summed.
// Budgets (quality.md, compressed): home ≤ 130 KB, stock list ≤ 160, vehicle ≤ 150, checkout ≤ 200 KB. The edge sends hashed
// assets at brotli 11 (server/static-cache.mjs), so the brotli column is what a browser receives; gzip -9 is for a client
// without brotli. Usage: npm run build && npx tsx bench/first-load-js.ts [/path ...]
import { rmSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startServer, stopServer } from './lib/server';

const port = 3401;
const dataDir = '.bench-js-data';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/stock', 'vehicle', 'checkout'];

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(port, { DATA_DIR: dataDir });
try {
  const rows = [];
  for (let path of paths) {
    if (path === 'vehicle' || path === 'checkout') {
      // The first vehicle page linked from the search page; its checkout is the order-online journey (budget ≤ 200 KB).
      const list = await (await fetch(`http://127.0.0.1:${port}/stock`)).text();
      const vehicle = /href="(\/showroom\/[^"]+)"/.exec(list)?.[1] ?? '/stock';
      const id = /-(\d+)$/.exec(vehicle)?.[1];
      path = path === 'checkout' && id ? `/showroom-order-online/vehicle/${id}` : vehicle;
    }
    const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    // noModule scripts (legacy polyfills) are never fetched by the browsers we target. Scripts the
    // page preloads (the chunks of the islands it renders, decision 0051) are part of its first load.
    const scriptTags = [...html.matchAll(/<script([^>]+)>/g)]
      .filter((m) => !/nomodule/i.test(m[1]!))
      .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1]);
    const preloads = [...html.matchAll(/<link([^>]+)>/g)]
      .filter((m) => /rel="(?:preload|modulepreload)"/.test(m[1]!) && (/as="script"/.test(m[1]!) || /modulepreload/.test(m[1]!)))
      .map((m) => /href="([^"]+)"/.exec(m[1]!)?.[1]?.replaceAll('&amp;', '&'));
    const srcs = [...new Set([...scriptTags, ...preloads].filter((s): s is string => Boolean(s)))];
    let raw = 0;
    let gz = 0;
    let br = 0;
    for (const src of srcs) {
      const body = Buffer.from(await (await fetch(new URL(src, `http://127.0.0.1:${port}`))).arrayBuffer());
      raw += body.byteLength;
      gz += gzipSync(body, { level: 9 }).byteLength;
      br += brotliCompressSync(body).byteLength;
    }
    const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
      (n, m) => n + gzipSync(m[1]!).byteLength,
      0,
    );
    rows.push({
      path,
      scripts: srcs.length,
      'raw KB': +(raw / 1024).toFixed(1),
      'gzip KB': +(gz / 1024).toFixed(1),
      'brotli KB': +(br / 1024).toFixed(1),
      'inline gzip KB': +(inline / 1024).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
