// `npm start`: builds once when no build exists, then runs the production server (server/index.mjs)
// in this very process, so that signals reach it directly. The server itself migrates the
// database and seeds demo content on first start. PORT and HOSTNAME choose where it listens.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No build found: building first (about a minute)...');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/index.mjs');
