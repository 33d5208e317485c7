// `npm test`: every suite, then one closing line "N passed, N failed" over all of them.
//   1. unit + integration tests (Vitest) on fresh in-memory PGlite databases;
//   2. the integration tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it);
//   3. end-to-end journeys (Playwright, Debian's Chromium) against a production build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const ci = Boolean(process.env.CI);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function countVitest(file, label) {
  if (!existsSync(file)) {
    console.error(`${label}: no report written`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTestSuites && !report.numFailedTests) totals.failed += report.numFailedTestSuites;
}

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];

rmSync('test-results/vitest.json', { force: true });
run('unit and integration tests (PGlite)', process.execPath, [...vitest, '--outputFile=test-results/vitest.json'], { DATABASE_URL: '' });
countVitest('test-results/vitest.json', 'vitest');

if (process.env.TEST_DATABASE_URL) {
  rmSync('test-results/vitest-pg.json', { force: true });
  run('integration tests (PostgreSQL)', process.execPath, [...vitest, '--project=integration', '--outputFile=test-results/vitest-pg.json'], { DATABASE_URL: process.env.TEST_DATABASE_URL });
  countVitest('test-results/vitest-pg.json', 'vitest (PostgreSQL)');
}

if (process.env.SKIP_E2E !== '1') {
  let buildOk = true;
  if (ci || !existsSync('.next/BUILD_ID') || process.env.E2E_BUILD === '1') {
    buildOk = run('production build for e2e', process.execPath, ['node_modules/next/dist/bin/next', 'build']) === 0;
  }
  if (!buildOk) {
    console.error('build failed: end-to-end tests not run');
    totals.failed += 1;
  } else {
    rmSync('test-results/e2e.json', { force: true });
    run('end-to-end tests (Chromium)', process.execPath, ['node_modules/@playwright/test/cli.js', 'test']);
    if (existsSync('test-results/e2e.json')) {
      const { stats } = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    } else {
      console.error('playwright wrote no report');
      totals.failed += 1;
    }
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
