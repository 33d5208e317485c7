import { describe, expect, it } from 'vitest';
import { readCheck, readPlaywrightReport, readVitestReport, summarise } from './test-report.mjs';

const vitest = (over = {}) => ({
  success: true,
  numTotalTests: 3,
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [],
  ...over,
});

describe('readVitestReport', () => {
  it('counts a clean run', () => {
    expect(readVitestReport('unit', vitest(), 0)).toMatchObject({ passed: 3, failed: 0, problems: [] });
  });

  it('fails a run that leaked an unhandled rejection (exit 1, success false, no failed test)', () => {
    const r = readVitestReport('unit', vitest({ success: false }), 1);
    expect(r.failed).toBe(1);
    expect(r.problems[0]).toMatch(/unhandled/);
  });

  it('fails a pass that found no tests', () => {
    expect(readVitestReport('unit', vitest({ numTotalTests: 0, numPassedTests: 0 }), 0).failed).toBe(1);
  });

  it('fails when no report was written', () => {
    expect(readVitestReport('unit', undefined, 1)).toMatchObject({ failed: 1, problems: ['no report written'] });
  });

  it('counts a file that failed to load as a failure', () => {
    const r = readVitestReport(
      'unit',
      vitest({ success: false, testResults: [{ name: 'a.test.ts', status: 'failed', message: 'SyntaxError: x', assertionResults: [] }] }),
      1,
    );
    expect(r.failed).toBe(1);
    expect(r.problems[0]).toContain('a.test.ts');
  });

  it('fails on a non-zero exit even when the report looks clean', () => {
    expect(readVitestReport('unit', vitest(), 1).failed).toBe(1);
  });
});

describe('readPlaywrightReport', () => {
  const report = (stats, extra = {}) => ({
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
    errors: [],
    suites: [],
    ...extra,
  });

  it('fails when the web server could not start (errors, zero tests)', () => {
    const r = readPlaywrightReport('e2e', report({}, { errors: [{ message: 'Error: Process from config.webServer exited early.' }] }), 1);
    expect(r.failed).toBe(2);
    expect(r.problems).toEqual(['Error: Process from config.webServer exited early.', 'no tests ran']);
  });

  it('names tests that passed only on retry', () => {
    const suites = [
      {
        title: 'stock.spec.ts',
        specs: [
          { title: 'filters', tests: [{ status: 'flaky' }] },
          { title: 'sort', tests: [{ status: 'expected' }] },
        ],
        suites: [],
      },
    ];
    const r = readPlaywrightReport('e2e', report({ expected: 1, flaky: 1 }, { suites }), 0);
    expect(r).toMatchObject({ passed: 2, failed: 0, flaky: ['stock.spec.ts › filters'] });
  });
});

describe('summarise', () => {
  it('ends with the totals line and is not ok with any failure', () => {
    const { lines, ok } = summarise([readCheck('lint', 0), readCheck('typecheck', 2)]);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
    expect(ok).toBe(false);
  });

  it('keeps the last line to "N passed, N failed" when tests were skipped', () => {
    const skipped = readVitestReport('unit', vitest({ numTotalTests: 4, numPendingTests: 1 }), 0);
    const { lines, ok } = summarise([skipped]);
    expect(lines.at(-1)).toBe('3 passed, 0 failed');
    expect(lines.at(-2)).toBe('(1 skipped, not counted)');
    expect(ok).toBe(true);
  });

  it('is not ok when nothing passed', () => {
    expect(summarise([]).ok).toBe(false);
  });
});

describe('readAuditReport', async () => {
  const { readAuditReport } = await import('./npm-audit.mjs');

  it('fails on high or critical advisories and names the packages', () => {
    const r = readAuditReport({
      metadata: { vulnerabilities: { low: 3, high: 1, critical: 0 } },
      vulnerabilities: { next: { severity: 'high' }, x: { severity: 'low' } },
    });
    expect(r.failed).toBe(1);
    expect(r.problems[0]).toContain('next');
  });

  it('passes with only low and moderate advisories', () => {
    expect(readAuditReport({ metadata: { vulnerabilities: { low: 2, moderate: 1, high: 0, critical: 0 } } })).toMatchObject({
      passed: 1,
      failed: 0,
    });
  });

  it('reports an audit the registry could not answer as not checked, never as passed', () => {
    const r = readAuditReport({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(r).toMatchObject({ passed: 0, failed: 0, skipped: 1 });
    expect(r.problems[0]).toMatch(/not checked.*405/);
  });
});
