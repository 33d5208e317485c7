import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/db/client.server';
import { acquireFolderLock } from '@/db/folder-lock.server';
import { dealers, listings } from '@/db/schema';

/** `npm run stock:import` as a person runs it: its exit code and what it prints. */
function runCli(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'scripts/stock-import.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const stackLine = /^\s+at /m;
let root: string;
let feeds: { good: string; hostile: string };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-cli-'));
  const header = 'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,msrp_price';
  const row = 'SALGA2AE5MA654321,JP001,new,stock,land_rover,range_rover,range_rover_family,レンジローバー,21500000';
  feeds = { good: path.join(root, 'good.csv'), hostile: path.join(root, 'hostile.csv') };
  fs.writeFileSync(feeds.good, `${header}\n${row}\n`);
  fs.writeFileSync(feeds.hostile, `${header},__proto__.status\n${row},sold\n`);
  // A data folder with the listing and the dealer, as a server would have left it.
  fs.mkdirSync(path.join(root, 'data'));
  const client = await PGlite.create({ dataDir: path.join(root, 'data', 'pglite') });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  await db.insert(listings).values({ id: 'jp-main', name: 'test' });
  await db.insert(dealers).values({
    dealerCode: 'JP001',
    ciCode: 'CI-JP001',
    name: 'テスト',
    state: '東京都',
    locality: '港区',
    postcode: '107-0062',
    address: '1',
    phone: '+81334001001',
    email: 'a@example.jp',
  });
  await client.close();
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run stock:import', () => {
  it('prints the one-line "already open" message and exits 1 while a server holds the data folder', async () => {
    const release = acquireFolderLock(path.join(root, 'data'));
    try {
      const { code, stdout, stderr } = await runCli(path.join(root, 'data'), [feeds.good]);
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(
        new RegExp(`^The embedded database in .+ is already open in process ${process.pid} \\(.+\\)\\. Stop that process first`),
      );
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stdout).not.toContain('imported');
    } finally {
      release();
    }
  });

  it('prints a rejected feed as its message and field list, without a stack trace, and exits 1', async () => {
    const { code, stderr } = await runCli(path.join(root, 'data'), [feeds.hostile]);
    expect(code).toBe(1);
    expect(stderr).toContain('The feed was rejected: 1 problem(s). Nothing was changed.');
    expect(stderr).toMatch(/^ {2}rows\.1\.__proto__\.status: unknown column/m);
    expect(stderr).not.toMatch(stackLine);
  });

  it('names an unknown listing, and a file it cannot read, the same way', async () => {
    const unknown = await runCli(path.join(root, 'data'), [feeds.good, '--listing', 'nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Listing "nope" does not exist.');
    const missing = await runCli(path.join(root, 'data'), [path.join(root, 'missing.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read .*missing\.csv: ENOENT/);
    expect(missing.stderr).not.toMatch(stackLine);
  });

  it('imports a valid feed once the folder is free', async () => {
    const { code, stdout } = await runCli(path.join(root, 'data'), [feeds.good, '--partial']);
    expect(code).toBe(0);
    expect(stdout).toContain('imported 1 vehicles into jp-main: 1 new, 0 updated, 0 no longer listed');
  });
});
