import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../fixtures/postgres-database';
import { startAppServer, waitUntil, type AppServer } from '../fixtures/app-server';

/**
 * Two instances of the built site on one PostgreSQL database, as in production behind a load
 * balancer. A change made through one must be served by the other within a second: invalidations
 * travel over PostgreSQL LISTEN/NOTIFY (docs/decisions/0013). Run by `npm test` after the build.
 */
const token = 'cluster-admin-token-0123456789';
let db: { url: string; drop: () => Promise<void> };
let a: AppServer;
let b: AppServer;

const admin = (init: RequestInit & { json?: unknown } = {}): RequestInit => ({
  ...init,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  body: init.json === undefined ? init.body : JSON.stringify(init.json),
});

/** `npm run stock:import` on the cluster's database, as an operator runs it; resolves with its exit code. */
function importFeedFromCommandLine(file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'scripts/stock-import.ts', file, '--partial'],
    { env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', SEED_DEMO: 'false' } },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

async function listedTotal(server: AppServer): Promise<number> {
  const res = await fetch(`${server.url}/public_api/listing/jp-main/light?items=1`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

async function text(server: AppServer, path: string): Promise<{ body: string; cache: string | null }> {
  const res = await fetch(`${server.url}${path}`);
  return { body: await res.text(), cache: res.headers.get('x-nextjs-cache') };
}

beforeAll(async () => {
  const base = process.env.CLUSTER_DATABASE_URL;
  if (!base) throw new Error('CLUSTER_DATABASE_URL is not set: the two-instance tests need PostgreSQL');
  db = await freshPostgresDatabase(base, 'cluster');
  const env = { DATABASE_URL: db.url, ADMIN_API_TOKEN: token, SEED_DEMO: 'true' };
  a = await startAppServer(3211, env);
  b = await startAppServer(3212, env);
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

describe('two instances on one PostgreSQL', () => {
  it('serves a setting changed through one instance from the other within a second', async () => {
    const marker = `クラスタ確認 ${Date.now()}`;
    expect((await text(b, '/')).body).not.toContain(marker);
    expect((await text(b, '/')).cache).toBe('HIT');
    const saved = await fetch(`${a.url}/api/settings`, admin({ method: 'POST', json: { key: 'seo.site_name', value: marker } }));
    expect(saved.status).toBe(201);
    const ms = await waitUntil(
      async () => (await text(b, '/')).body.includes(marker),
      1_000,
      'the other instance serving the new site name',
    );
    expect(ms).toBeLessThan(1_000);
  });

  it('serves a page edited through one instance from the other within a second, and re-renders only that page', async () => {
    const pages = (await (await fetch(`${a.url}/api/pages`, admin())).json()).data as { id: number; path: string }[];
    const about = pages.find((p) => p.path !== '/' && p.path !== '/stock')!;
    const other = pages.find((p) => p.path === '/')!;
    await text(b, about.path);
    await text(b, other.path);
    expect((await text(b, other.path)).cache).toBe('HIT');

    const current = await fetch(`${a.url}/api/pages/${about.id}`, admin());
    const page = (await current.json()).data;
    const title = `新しい見出し ${Date.now()}`;
    const saved = await fetch(
      `${a.url}/api/pages/${about.id}`,
      admin({ method: 'PUT', headers: { 'if-match': current.headers.get('etag')! }, json: { ...page, title, blocks: page.blocks } }),
    );
    expect(saved.status).toBe(200);
    await waitUntil(async () => (await text(b, about.path)).body.includes(title), 1_000, 'the other instance serving the new title');
    expect((await text(b, other.path)).cache).toBe('HIT');
  });

  it('serves cars imported from the command line by both instances within a second, and the command ends', async () => {
    const before = await listedTotal(b);
    expect(await listedTotal(a)).toBe(before);
    const folder = mkdtempSync(path.join(tmpdir(), 'cluster-feed-'));
    const feed = path.join(folder, 'feed.csv');
    writeFileSync(
      feed,
      'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,msrp_price\n' +
        'SALGA2AE5MA999001,JP001,new,stock,land_rover,range_rover,range_rover_family,レンジローバー,21500000\n',
    );
    try {
      const result = await importFeedFromCommandLine(feed);
      expect(result.output).toContain('1 new');
      expect(result.code).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    for (const server of [a, b]) {
      const ms = await waitUntil(async () => (await listedTotal(server)) === before + 1, 1_000, 'the instance listing the imported car');
      expect(ms).toBeLessThan(1_000);
    }
  });

  it('refuses a save based on a stale ETag made on the other instance', async () => {
    const pages = (await (await fetch(`${b.url}/api/pages`, admin())).json()).data as { id: number; path: string }[];
    const target = pages.find((p) => p.path !== '/' && p.path !== '/stock')!;
    const opened = await fetch(`${b.url}/api/pages/${target.id}`, admin());
    const etag = opened.headers.get('etag')!;
    const page = (await opened.json()).data;
    const first = await fetch(
      `${a.url}/api/pages/${target.id}`,
      admin({ method: 'PUT', headers: { 'if-match': etag }, json: { ...page, title: '先に保存' } }),
    );
    expect(first.status).toBe(200);
    const second = await fetch(
      `${b.url}/api/pages/${target.id}`,
      admin({ method: 'PUT', headers: { 'if-match': etag }, json: { ...page, title: '後から保存' } }),
    );
    expect(second.status).toBe(412);
    expect(second.headers.get('content-type')).toContain('application/problem+json');
  });
});
