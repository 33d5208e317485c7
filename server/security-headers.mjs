// @ts-check
/**
 * Headers for every response. next.config.ts gives them to Next's answers; the edge
 * (edge-handler.mjs) sets them itself on the API routes it serves past Next (direct routes).
 * The Content-Security-Policy (per-response nonce) and HSTS (only over HTTPS) are set by the edge.
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
];
