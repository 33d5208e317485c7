// @ts-check
/**
 * `npm audit` of the production dependencies, read from its JSON: high or critical advisories fail
 * the run. A registry that cannot answer audits (some mirrors allow only GET: 405) is not the same
 * as a clean audit: it is reported as "not checked", loudly, and counted as skipped.
 */
import { spawnSync } from 'node:child_process';
import { emptyResult } from './test-report.mjs';

/**
 * @param {any} report the parsed `npm audit --json` output
 * @returns {import('./test-report.mjs').PassResult}
 */
export function readAuditReport(report) {
  const result = emptyResult('npm audit (production, high and critical)');
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const serious = (counts.high ?? 0) + (counts.critical ?? 0);
    if (serious > 0) {
      result.failed = 1;
      const names = Object.entries(report.vulnerabilities ?? {})
        .filter(([, v]) => /** @type {any} */ (v).severity === 'high' || /** @type {any} */ (v).severity === 'critical')
        .map(([name]) => name);
      result.problems.push(`${serious} high or critical advisories: ${names.join(', ')}`);
    } else {
      result.passed = 1;
    }
    return result;
  }
  result.skipped = 1;
  result.problems.push(
    `not checked: the registry did not answer the audit (${String(report?.message ?? report?.error?.summary ?? 'no report').split('\n')[0]})`,
  );
  return result;
}

export function runNpmAudit() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  console.log('\n=== npm audit (production dependencies, high and critical) ===');
  const child = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report;
  try {
    report = JSON.parse(child.stdout || 'null');
  } catch {
    report = { message: (child.stderr || 'unreadable output').trim() };
  }
  const result = readAuditReport(report);
  for (const problem of result.problems) console.log(problem);
  return result;
}
