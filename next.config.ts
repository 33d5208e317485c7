import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { securityHeaders } from './server/security-headers.mjs';

const nextConfig: NextConfig = {
  // PGlite, pg, sharp, pino and sass must load as plain Node modules: bundling PGlite breaks its
  // WASM loader (ERR_INVALID_ARG_TYPE ... instance of URL) — see docs/decisions/0002.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'sass'],
  // A build checks types unless the caller already did (`npm test` in CI runs `npm run typecheck`,
  // tsc 7, first and sets TYPECHECKED=true): type errors never reach a production build unnoticed.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === 'true' },
  // Rendered pages live in our cache handler: in memory, bounded, invalidated by tag on every
  // instance (docs/decisions/0013). Next's own memory cache would be a second copy.
  cacheHandler: fileURLToPath(new URL('./server/page-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // Every page answer carries its own nonce, so server/response-filter.mjs drops the ETag anyway;
  // computing it hashed the whole HTML on each request (a tenth of the server's CPU under load).
  generateEtags: false,
  // server/index.mjs compresses (gzip, brotli) after putting each response's nonce in the page.
  compress: false,
  reactStrictMode: true,
  // Lead forms post files through a server action (features/forms/submit-lead.action.ts), which
  // checks its own limit; the proxy and the action parser must let that much through.
  experimental: {
    serverActions: { bodySizeLimit: '26mb' },
    proxyClientMaxBodySize: '26mb',
  },
  images: { unoptimized: true },
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
};

export default nextConfig;
