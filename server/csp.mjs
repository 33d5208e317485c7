// @ts-check
/**
 * Content-Security-Policy (quality.md, security control 3): scripts run only with the response's
 * nonce or when loaded by a script that has it ('strict-dynamic'), so injected markup cannot run
 * script. Styles, images, media and connections stay open to https: because editors, the tag
 * manager and the maps library bring hosts that live in settings.
 */
import { randomBytes } from 'node:crypto';

/** Defaults of the setting `html_filter.iframe_hosts` (a static copy: the server reads no settings). */
// Videos, and Cookiebot's consent frame (it keeps a visitor's consent across the brand's domains;
// decision 0043) — loaded only when that CMP is the configured strategy and never on the checkout.
export const defaultFrameHosts = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'consentcdn.cookiebot.com',
  'consentcdn.cookiebot.eu',
];

export const hstsValue = 'max-age=63072000; includeSubDomains';

/** 18 random bytes as base64url: 24 characters, valid in a CSP nonce source and in HTML unescaped. */
export function newNonce() {
  return randomBytes(18).toString('base64url');
}

/** The identity provider's origin (OIDC_ISSUER), with a leading space, or nothing. */
function identityProviderOrigin() {
  try {
    return process.env.OIDC_ISSUER ? ` ${new URL(process.env.OIDC_ISSUER).origin}` : '';
  } catch {
    return '';
  }
}

/**
 * Connections the browser may make beyond 'self' and https: — the local stand-ins declared in
 * OUTBOUND_ALLOW_PRIVATE_HOSTS, over http (tests, `npm run dev:services`), since the error-reporting
 * DSN may name one (decision 0047). An https DSN, Sentry's or a self-hosted one, is already covered
 * by https:. The variable is empty in production; entries that are not host:port are ignored.
 */
function standInConnectSources() {
  return (process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.toLowerCase())
    .filter((entry) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry))
    .map((entry) => ` http://${entry}`)
    .join('');
}

/** The order-online journey (site.md §2): its pages get the checkout policy (`checkout: true`). */
export function isCheckoutPath(/** @type {string} */ pathname) {
  return pathname === '/showroom-order-online' || pathname.startsWith('/showroom-order-online/');
}

/**
 * Stripe's hosts a checkout with card deposits needs in frames (its documented CSP list): the
 * Payment Element and the bank's 3-D Secure page. Only when Stripe is configured.
 */
export const stripeFrameHosts = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];

/** PayPal's button frames, when PayPal is configured. */
export const paypalFrameHosts = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];

/** Where the checkout's forms may post besides us: LiqPay's checkout page, when LiqPay is configured. */
function checkoutFormTargets() {
  if (!process.env.LIQPAY_PUBLIC_KEY) return '';
  try {
    return ` ${new URL(process.env.LIQPAY_API_URL || 'https://www.liqpay.ua').origin}`;
  } catch {
    return '';
  }
}

function checkoutFrameSources() {
  const hosts = [
    ...(process.env.STRIPE_PUBLISHABLE_KEY ? stripeFrameHosts : []),
    ...(process.env.PAYPAL_CLIENT_ID ? paypalFrameHosts : []),
  ];
  return hosts.length ? hosts.join(' ') : "'none'";
}

/**
 * The site's policy. `checkout: true` is the checkout's own, stricter one (quality.md control 3;
 * PCI SAQ A): no frames in it but the payment providers' (Stripe, PayPal — when configured) and no framing of
 * it (no video or map hosts from settings, no clickjacking), no media, forms post only to us (and
 * to LiqPay's checkout page, when LiqPay is configured).
 * Stripe.js itself is loaded by the page's nonce'd script ('strict-dynamic'). Images and
 * connections stay open to https: so the consented tag manager still counts the checkout's page
 * kinds and Stripe.js reaches api.stripe.com; editor scripts (metaheads) are never rendered on
 * those routes at all.
 * @param {string} nonce
 * @param {{ https?: boolean, frameHosts?: string[], checkout?: boolean }} [options]
 */
export function buildCsp(nonce, { https = false, frameHosts = defaultFrameHosts, checkout = false } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    checkout ? "media-src 'none'" : "media-src 'self' blob: https:",
    `connect-src 'self' https:${standInConnectSources()}`,
    // 'self': the page editor shows its preview (/cms/preview/…) in a frame.
    checkout ? `frame-src ${checkoutFrameSources()}` : `frame-src 'self' ${frameHosts.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Signing in with the company identity provider ends in a redirect to it.
    checkout ? `form-action 'self'${checkoutFormTargets()}` : `form-action 'self'${identityProviderOrigin()}`,
    checkout ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
  ];
  // Over plain http (local runs) upgrading would break every subresource.
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The request header that makes Next render `nonce="<placeholder>"` on its scripts
 * (next/dist/server/app-render/get-script-nonce-from-header.js reads script-src).
 * @param {string} placeholder
 */
export function placeholderRequestCsp(placeholder) {
  return `script-src 'nonce-${placeholder}' 'strict-dynamic'`;
}

/**
 * Served over HTTPS: a TLS socket, or — only behind a trusted proxy — `X-Forwarded-Proto: https`.
 * @param {boolean} tlsSocket
 * @param {string | string[] | undefined} forwardedProto
 * @param {boolean} trustProxy
 */
export function isHttps(tlsSocket, forwardedProto, trustProxy) {
  if (tlsSocket) return true;
  if (!trustProxy || !forwardedProto) return false;
  const first = String(forwardedProto).split(',')[0] ?? '';
  return first.trim().toLowerCase() === 'https';
}
