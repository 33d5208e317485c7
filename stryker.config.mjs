// @ts-check

/**
 * Mutation testing (`npm run test:mutation`, outside CI): plants small bugs in the modules whose
 * logic guards visitors and API clients, and checks that the unit tests notice each one. The whole
 * list takes half an hour to an hour on two shared cores; one module takes one to twenty minutes:
 *   npx stryker run --mutate src/lib/safe-json.ts
 * The report is written to reports/mutation/ (index.html, mutation.json).
 *
 * Two things to know when a mutant survives:
 * - a failure while Vitest collects a file (an import, or code in a `describe` body) kills no
 *   mutant: build what is under test inside `it`;
 * - Stryker does not mutate `as const` literals (the setting definitions' keys and fallbacks), so
 *   plain tests are their only guard.
 * Mutants that cannot change behaviour are marked in the source with
 * `// Stryker disable next-line <mutator>: <reason>`.
 */

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one sandbox at a time.
  concurrency: 1,
  mutate: [
    // API auth (admin token, lockout), CSRF same-origin check, JSON body reading.
    'src/lib/api.server.ts',
    'src/lib/safe-json.ts',
    'src/lib/safe-url.ts',
    'src/lib/rate-limit.server.ts',
    // Settings: stored text to typed value, and each setting's schema and fallback.
    'src/features/settings/parse-setting.ts',
    'src/features/settings/definitions.ts',
    // Block content: the schema derived from a template, and the field builders and values it uses.
    'src/blocks/content-schema.ts',
    'src/blocks/field-factories.ts',
    'src/blocks/field-values.ts',
    // Stock: the URL/query parser and its writer, the facet index, Japanese display rules, slugs.
    // (search-sql.ts and the *.server.ts search files need a database; the integration property
    // tests/integration/facet-index-equivalence.test.ts checks them against the index.)
    'src/features/stock/search/url-state.ts',
    'src/features/stock/search/url-state-write.ts',
    'src/features/stock/search/facet-index.ts',
    'src/features/stock/format.ts',
    'src/features/stock/vehicle/slug.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Build output and local databases are not needed by the unit tests (and .next is hundreds of MB).
  ignorePatterns: [
    '/.next',
    '/data',
    '/.e2e-data',
    '/.bench-data',
    '/test-results',
    '/playwright-report',
    '/bench/results',
    '/public/__bench',
  ],
  thresholds: { high: 90, low: 80, break: 80 },
  timeoutMS: 10_000,
};

export default config;
