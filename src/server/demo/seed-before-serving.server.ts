import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getHandle } from '@/db/client.server';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { demoSeededMarker, isDemoSeeded, seedDemoSite } from './seed-demo.server';

/**
 * Fills the demo site before the server serves, in a separate process when it can. Seeding draws
 * and encodes ~40 images and writes them into the database: with PGlite that grows the WASM memory,
 * which never shrinks, and sharp's buffers stay with the process too — a server that seeded itself
 * kept ~700 MB it never used again. The child exits and takes that memory with it. Without tsx
 * (a production install with --omit=dev) it seeds in-process.
 */
export async function seedDemoBeforeServing(): Promise<void> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL && existsSync(demoSeededMarker(DATA_DIR))) return;
  if (DATABASE_URL && (await isDemoSeeded())) return;
  const cwd = process.cwd();
  const script = path.join(cwd, 'scripts/db-seed.ts');
  if (!existsSync(path.join(cwd, 'node_modules/tsx/package.json')) || !existsSync(script)) {
    logger.info('seeding the demo site in this process (tsx not installed)');
    await getHandle();
    await seedDemoSite();
    return;
  }
  const started = Date.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', script], {
      cwd,
      env: process.env,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Seeding the demo site failed (exit code ${code}); see the output above.`);
  logger.info({ ms: Date.now() - started }, 'demo site seeded in a separate process');
}
