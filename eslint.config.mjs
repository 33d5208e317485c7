import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Import boundaries (docs/architecture.md, docs/decisions/0019). Layers, top to bottom:
 *   app → views → blocks → features → ui → lib        (db is used by features and server/)
 * A layer never imports one above it, and a feature uses another feature only through that
 * feature's top-level files and its UI in `components/`: `@/features/stock/format` is public,
 * `@/features/stock/search/…` is not.
 */
const above = {
  lib: ['app', 'server', 'views', 'blocks', 'features', 'ui', 'db', 'i18n'],
  i18n: ['app', 'server', 'views', 'blocks', 'features', 'ui', 'db'],
  ui: ['app', 'server', 'views', 'blocks', 'features', 'db'],
  db: ['app', 'server', 'views', 'blocks', 'features', 'ui'],
  features: ['app', 'server', 'views', 'blocks'],
  blocks: ['app', 'server', 'views'],
  views: ['app', 'server'],
  server: ['app'],
};

const layerRule = (layer, forbidden, extraPatterns = []) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((group) => ({
            group: [`@/${group}`, `@/${group}/**`],
            message: `src/${layer} must not import from src/${group} (a higher layer).`,
          })),
          ...extraPatterns,
        ],
      },
    ],
  },
});

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Blocks and views may use any feature's public files — its top-level modules and its UI in
 * `components/` — never its other sub-folders.
 */
const noFeatureInternals = {
  group: ['@/features/*/*/**', '!@/features/*/components/**'],
  message: "Use the feature's top-level files or its components/; its other sub-folders are internal.",
};

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.stryker-tmp/**',
      'reports/**',
      // The map library's worker, copied as published (decision 0066).
      'public/maps/maplibre-gl-worker.mjs',
    ],
  },
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
  ...Object.entries(above)
    .filter(([layer]) => layer !== 'features')
    .map(([layer, forbidden]) => layerRule(layer, forbidden, layer === 'blocks' || layer === 'views' ? [noFeatureInternals] : [])),
  ...features.map((feature) =>
    layerRule(`features/${feature}`, above.features, [
      {
        group: ['@/features/*/*/**', '!@/features/*/components/**', `!@/features/${feature}/**`],
        message: "Use the other feature's top-level files or its components/; its other sub-folders are internal.",
      },
    ]),
  ),
];

export default config;
