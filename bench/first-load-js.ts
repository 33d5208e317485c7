// First-load JavaScript per page, as Chromium fetches it: every script the page loads until the
// network is idle — the script tags, the islands it hydrates (decision 0051) — with what waits for an
// idle moment left out (requestIdleCallback never fires here: the calendar, the form-link and video
// modals are enhancements loaded after the page has settled). "sent KB" is what crossed the wire
// (the edge sends hashed assets at brotli 11, server/static-cache.mjs); gzip -9 is for a client
// without brotli. Budgets (quality.md, compressed): home ≤ 130 KB, stock list ≤ 160, vehicle ≤ 150,
// checkout ≤ 200. Usage: npm run build && npx tsx bench/first-load-js.ts [/path | /path+consent | vehicle | checkout ...]
import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startServer, stopServer } from './lib/server';

const port = 3401;
const dataDir = '.bench-js-data';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/+consent', '/test-drive', '/about', '/stock', 'vehicle', 'checkout'];

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(port, { DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const rows = [];
  for (let path of paths) {
    // "/+consent": the page for a visitor who has accepted cookies.
    const consent = path.endsWith('+consent');
    path = path.replace(/\+consent$/, '');
    if (path === 'vehicle' || path === 'checkout') {
      // The first vehicle page linked from the search page; its checkout is the order-online journey.
      const list = await (await fetch(`http://127.0.0.1:${port}/stock`)).text();
      const vehicle = /href="(\/showroom\/[^"]+)"/.exec(list)?.[1] ?? '/stock';
      const id = /-(\d+)$/.exec(vehicle)?.[1];
      path = path === 'checkout' && id ? `/showroom-order-online/vehicle/${id}` : vehicle;
    }
    // A first visit fills the edge's cache of strongly compressed assets, as any earlier visitor would.
    const warm = await browser.newPage();
    await warm.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await warm.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const context = await browser.newContext();
    await context.addInitScript((accepted) => {
      // What waits for idleness is not first load: keep it from ever starting.
      window.requestIdleCallback = () => 0;
      // A returning visitor who accepted every cookie scope: the analytics and tags that consent unlocks load too.
      if (accepted) localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional,statistic,marketing,unclassified');
    }, consent);
    const page = await context.newPage();
    const scripts: { url: string; done: Promise<{ sent: number; gzip: number }> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({
        url: response.url(),
        done: Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
          sent: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).byteLength,
        })),
      });
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    // A long page hydrates in slices for longer than network idle's 500 ms: its islands' chunks are
    // asked for after that. Settle, then wait for the network again, so they are counted too.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.map((s) => s.done));
    const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    const inHtml = scripts.filter((s) => html.includes(new URL(s.url).pathname)).length;
    rows.push({
      path: consent ? `${path} (cookies accepted)` : path,
      scripts: scripts.length,
      'of which hydration': scripts.length - inHtml,
      'sent KB': +(sizes.reduce((n, s) => n + s.sent, 0) / 1024).toFixed(1),
      'gzip KB': +(sizes.reduce((n, s) => n + s.gzip, 0) / 1024).toFixed(1),
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
