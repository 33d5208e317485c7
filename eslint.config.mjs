import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Boundaries (Bulletproof React): app → features/blocks → ui/lib/db. Lower layers never import
 * routes, and client-safe modules never import server ones (enforced by `server-only` at build).
 */
const layerRules = (from, forbidden) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [`@/${group}/*`], message: `src/${from} must not import from src/${group}` })) }],
  },
});

const config = [
  { ignores: ['.next/**', 'node_modules/**', 'data/**', '.e2e-data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Block components receive typed fields; `any` in the registry entry type is deliberate.
      '@typescript-eslint/no-explicit-any': 'off',
      // Images come from our own variant pipeline (<picture> with AVIF/WebP/JPEG), not next/image.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layerRules('lib', ['app', 'features', 'blocks', 'ui', 'db']),
  layerRules('ui', ['app']),
  layerRules('db/schema', ['app', 'features', 'blocks', 'ui']),
  layerRules('features', ['app']),
  layerRules('blocks', ['app']),
];

export default config;
