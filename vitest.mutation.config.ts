import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The Vitest run Stryker uses (stryker.config.mjs): the unit tests only, in one project, because
 * Stryker re-runs the covering tests for every mutant and a fresh PGlite per integration file would
 * make one module take hours. Same aliases and environment as vitest.config.ts.
 */
const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_API_TOKEN: 'test-admin-token-0123456789', SEED_DEMO: 'false' },
  },
});
