// Starts the built site for end-to-end tests on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.e2e-data', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
rmSync(env.DATA_DIR, { recursive: true, force: true });
const prepare = spawnSync(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'tests/e2e/prepare-data.ts'], { stdio: 'inherit', env });
if (prepare.status !== 0) process.exit(prepare.status ?? 1);
const port = process.env.PORT ?? '3100';
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
