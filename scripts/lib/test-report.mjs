// @ts-check
/**
 * Reading test reports for `npm test`: a pass counts only what really ran and passed. A child that
 * exited non-zero, a report that says it was not successful, errors outside tests, or a pass that
 * found no tests at all each count as a failure — so no part of the suite can vanish silently.
 */

/**
 * @typedef {{ label: string, passed: number, failed: number, skipped: number, flaky: string[], problems: string[] }} PassResult
 */

/** @param {string} label @returns {PassResult} */
export function emptyResult(label) {
  return { label, passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] };
}

/**
 * Vitest's JSON reporter output (jest-compatible).
 * @param {string} label
 * @param {any} report parsed JSON, or undefined when no report was written
 * @param {number} exitCode
 * @returns {PassResult}
 */
export function readVitestReport(label, report, exitCode) {
  const result = emptyResult(label);
  if (!report) {
    result.problems.push('no report written');
    return finish(result, exitCode);
  }
  result.passed = report.numPassedTests ?? 0;
  result.failed = report.numFailedTests ?? 0;
  result.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const brokenFiles = (report.testResults ?? []).filter(
    (/** @type {any} */ f) => f.status === 'failed' && !(f.assertionResults ?? []).some((/** @type {any} */ a) => a.status === 'failed'),
  );
  for (const file of brokenFiles) result.problems.push(`${file.name}: ${String(file.message || 'failed to run').split('\n')[0]}`);
  if (report.success === false && result.failed === 0 && brokenFiles.length === 0)
    result.problems.push('Vitest reported the run as unsuccessful (an unhandled error or rejection)');
  if ((report.numTotalTests ?? 0) === 0) result.problems.push('no tests ran');
  return finish(result, exitCode);
}

/**
 * Playwright's JSON reporter output.
 * @param {string} label
 * @param {any} report
 * @param {number} exitCode
 * @returns {PassResult}
 */
export function readPlaywrightReport(label, report, exitCode) {
  const result = emptyResult(label);
  if (!report) {
    result.problems.push('no report written');
    return finish(result, exitCode);
  }
  const stats = report.stats ?? {};
  result.passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  result.failed = stats.unexpected ?? 0;
  result.skipped = stats.skipped ?? 0;
  for (const error of report.errors ?? []) result.problems.push(String(error.message ?? error).split('\n')[0]);
  result.flaky = flakyTitles(report.suites ?? []);
  if (result.passed + result.failed === 0) result.problems.push('no tests ran');
  return finish(result, exitCode);
}

/** @param {any[]} suites @param {string[]} [path] @returns {string[]} */
function flakyTitles(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const specs = (suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? []).some((/** @type {any} */ t) => t.status === 'flaky') ? [[...here, spec.title].join(' › ')] : [],
    );
    return [...specs, ...flakyTitles(suite.suites ?? [], here)];
  });
}

/** A check that is not a test suite (lint, typecheck …): one test, passed when it exits 0. */
/** @param {string} label @param {number} exitCode @returns {PassResult} */
export function readCheck(label, exitCode) {
  const result = emptyResult(label);
  if (exitCode === 0) result.passed = 1;
  else result.failed = 1;
  return result;
}

/** @param {PassResult} result @param {number} exitCode */
function finish(result, exitCode) {
  if (exitCode !== 0 && result.failed === 0 && result.problems.length === 0) result.problems.push(`exited with code ${exitCode}`);
  result.failed += result.problems.length;
  return result;
}

/** @param {PassResult[]} results */
export function summarise(results) {
  const totals = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  const lines = [];
  for (const r of results) {
    lines.push(`${r.failed ? '✗' : '✓'} ${r.label}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
    for (const problem of r.problems) lines.push(`    problem: ${problem}`);
    for (const title of r.flaky) lines.push(`    flaky (passed only on retry): ${title}`);
  }
  const ok = totals.failed === 0 && totals.passed > 0;
  if (totals.skipped) lines.push(`(${totals.skipped} skipped, not counted)`);
  // CI reads the last line, and expects exactly this shape.
  lines.push(`${totals.passed} passed, ${totals.failed} failed`);
  return { lines, ok, totals };
}
