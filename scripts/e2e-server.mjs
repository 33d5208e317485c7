// Starts the built site for end-to-end tests on a fresh embedded database: prepares the data in a
// child process, then runs the production server (server/index.mjs) in this process.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

process.env.DATA_DIR ??= '.e2e-data';
process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL ??= 'warn';
process.env.PORT ??= '3100';
// The site's public address in the journeys (canonical URLs, sitemaps, share images).
process.env.SITE_URL ??= `http://127.0.0.1:${process.env.PORT}`;
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const prepare = spawnSync(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'tests/e2e/prepare-data.ts'], {
  stdio: 'inherit',
});
if (prepare.status !== 0) process.exit(prepare.status ?? 1);
await import('../server/index.mjs');
