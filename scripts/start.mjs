// `npm start`: builds once when no build exists, then serves the site with `next start`.
// The server itself migrates the database and seeds demo content on first start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const next = 'node_modules/next/dist/bin/next';
if (!existsSync('.next/BUILD_ID')) {
  console.log('No build found: building first (about a minute)...');
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [next, 'start', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
