import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // `server-only` throws outside React's server build; tests import server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_API_TOKEN: 'test-admin-token-0123456789', SEED_DEMO: 'false' },
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_API_TOKEN: 'test-admin-token-0123456789', SEED_DEMO: 'false' },
        },
      },
      {
        // Built servers on PostgreSQL (npm test runs it after the build, with CLUSTER_DATABASE_URL).
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
