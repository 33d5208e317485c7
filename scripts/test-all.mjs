// `npm test`: every suite, then one closing line "N passed, N failed" over all of them.
//   0. in CI (CI=true): lint, format check, typecheck and `npm audit` of production dependencies,
//      each counted as one test (an audit the registry cannot answer is reported as not checked);
//   1. unit + integration tests (Vitest) on fresh in-memory PGlite databases;
//   2. the integration tests again on PostgreSQL (TEST_DATABASE_URL; mandatory in CI);
//   3. a production build, then the end-to-end journeys (Playwright, Debian's Chromium) and the
//      two-instance tests (two servers on one PostgreSQL).
// Any child exiting non-zero, any report that is not clean, and any pass that ran no tests fails
// the run (scripts/lib/test-report.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { runNpmAudit } from './lib/npm-audit.mjs';
import { readCheck, readPlaywrightReport, readVitestReport, summarise } from './lib/test-report.mjs';

mkdirSync('test-results', { recursive: true });
const ci = Boolean(process.env.CI);
/** @type {import('./lib/test-report.mjs').PassResult[]} */
const results = [];

/** @param {string} label @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`${label}: ${result.error.message}`);
  return result.status ?? 1;
}

/** @param {string} file */
function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];

/** @param {string} label @param {string[]} args @param {Record<string, string>} env */
function vitestPass(label, args, env) {
  const file = `test-results/${label.replace(/\W+/g, '-')}.json`;
  rmSync(file, { force: true });
  const code = run(label, process.execPath, [...vitest, ...args, `--outputFile=${file}`], env);
  results.push(readVitestReport(label, readJson(file), code));
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.error(`PostgreSQL at ${url} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (ci) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  results.push(readCheck('lint', run('lint (ESLint, import boundaries)', npm, ['run', '--silent', 'lint'])));
  results.push(readCheck('format', run('format check (Prettier)', npm, ['run', '--silent', 'format:check'])));
  results.push(readCheck('typecheck', run('typecheck (tsc)', npm, ['run', '--silent', 'typecheck'])));
  results.push(runNpmAudit());
}

vitestPass('unit and integration (PGlite)', ['--project=unit', '--project=integration'], { DATABASE_URL: '' });

const pgUrl = process.env.TEST_DATABASE_URL;
const pgReady = pgUrl ? await postgresReachable(pgUrl) : false;
if (pgReady) {
  vitestPass('integration (PostgreSQL)', ['--project=integration'], { DATABASE_URL: /** @type {string} */ (pgUrl) });
} else if (ci) {
  const result = readCheck('integration (PostgreSQL)', 1);
  result.problems.push(pgUrl ? 'PostgreSQL is not reachable' : 'TEST_DATABASE_URL is not set');
  results.push(result);
} else {
  console.log('\n(TEST_DATABASE_URL not set or not reachable: the PostgreSQL pass is skipped outside CI)');
}

if (process.env.SKIP_E2E !== '1') {
  let built = existsSync('.next/BUILD_ID') && !ci && process.env.E2E_BUILD !== '1';
  if (!built) {
    // The typecheck above (CI) or `npm run typecheck` is the type gate; a build in CI need not repeat it.
    const code = run('production build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], ci ? { TYPECHECKED: 'true' } : {});
    results.push(readCheck('production build', code));
    built = code === 0;
  }
  if (built) {
    rmSync('test-results/e2e.json', { force: true });
    const code = run('end-to-end journeys (Chromium)', process.execPath, ['node_modules/@playwright/test/cli.js', 'test']);
    results.push(readPlaywrightReport('end-to-end (Chromium)', readJson('test-results/e2e.json'), code));
    if (pgReady)
      vitestPass('two instances on one PostgreSQL', ['--project=cluster'], { CLUSTER_DATABASE_URL: /** @type {string} */ (pgUrl) });
    else if (ci)
      results.push(Object.assign(readCheck('two instances on one PostgreSQL', 1), { problems: ['PostgreSQL is not reachable'] }));
  } else {
    results.at(-1)?.problems.push('build failed: end-to-end and two-instance tests not run');
  }
}

const { lines, ok } = summarise(results);
console.log(`\n=== summary ===\n${lines.join('\n')}`);
process.exit(ok ? 0 : 1);
