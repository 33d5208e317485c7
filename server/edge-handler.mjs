// @ts-check
/**
 * What happens to every request before and after Next: request-line guards, the client address,
 * the CSP nonce placeholder for rendering, compression (Next's own is off: it would compress the
 * placeholder before we could replace it), and the response filter.
 */
import compression from 'compression';
import { clientIp } from './client-ip.mjs';
import { isHttps, newNonce, placeholderRequestCsp, buildCsp, hstsValue } from './csp.mjs';
import { errorPageHtml } from './error-page.mjs';
import { allowHeader, checkRequest, isApiPath, originForm } from './guards.mjs';
import { problemParts } from './problem.mjs';
import { filterResponse } from './response-filter.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createStaticCache } from './static-cache.mjs';

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown> | unknown} Handler
 * @typedef {{ error: (details: object, message: string) => void }} ErrorLog
 */

/** Paths that never answer with a page; a conditional request there may stay conditional. */
const assetPrefixes = ['/_next/static/', '/media/', '/fonts/'];

/**
 * @param {Handler} next Next's request handler
 * @param {{ placeholder: string, trustProxy: boolean, log: ErrorLog, staticDir?: string, direct?: (route: string) => Handler | undefined }} options
 *   `staticDir`: the build's `.next/static`, whose assets are then served strongly compressed;
 *   `direct`: the handler of an API route served past Next ("POST /api/…", src/server/direct-routes.server.ts)
 * @returns {Handler}
 */
export function createEdgeHandler(next, { placeholder, trustProxy, log, staticDir, direct }) {
  // Brotli at quality 4 (the package default) compresses a page in about the time gzip does.
  const compress = compression();
  const assets = staticDir ? createStaticCache({ staticDir }) : undefined;
  return (req, res) => {
    const url = (req.url = originForm(req.url ?? '/'));
    if (req.method === 'OPTIONS' && url === '*') {
      // The whole-server OPTIONS: what any resource here may accept.
      res.writeHead(204, { allow: allowHeader });
      res.end();
      return;
    }
    const api = isApiPath(url);
    const https = isHttps('encrypted' in req.socket && Boolean(req.socket.encrypted), req.headers['x-forwarded-proto'], trustProxy);
    const rejected = checkRequest(req.method ?? '', url);
    if (rejected) {
      reject(req, res, rejected, { api, https });
      return;
    }
    if (assets?.serve(req, res, https ? hstsValue : undefined)) return;
    prepareRequest(req, { placeholder, trustProxy, page: !api && !assetPrefixes.some((prefix) => url.startsWith(prefix)) });
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {});
    filterResponse(req, res, { placeholder, nonce: newNonce, api, https });
    assets?.observe(req, res);
    const route = api ? direct?.(`${req.method} ${url.split('?', 1)[0]}`) : undefined;
    // Next would add these from next.config.ts; a direct route gets them here.
    if (route) for (const { key, value } of securityHeaders) res.setHeader(key, value);
    Promise.resolve()
      .then(() => (route ?? next)(req, res))
      .catch((/** @type {unknown} */ error) => {
        log.error({ err: error, url }, 'request handler failed');
        if (res.headersSent) res.destroy();
        else {
          res.statusCode = 500;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
          res.end('Internal Server Error');
        }
      });
  };
}

/**
 * Request headers for Next: the placeholder CSP (any CSP header the client sent is replaced, or
 * it could choose the nonce of a page that then gets cached), the client address, and no
 * forwarding headers from an untrusted client.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ placeholder: string, trustProxy: boolean, page: boolean }} options `page`: the answer may be a page
 */
export function prepareRequest(req, { placeholder, trustProxy, page }) {
  const headers = req.headers;
  const ip = clientIp(req.socket.remoteAddress, headers['x-forwarded-for'], trustProxy);
  if (!trustProxy) {
    delete headers['x-forwarded-for'];
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-proto'];
    delete headers['x-forwarded-port'];
  }
  if (ip) headers['x-client-ip'] = ip;
  else delete headers['x-client-ip'];
  headers['content-security-policy'] = placeholderRequestCsp(placeholder);
  delete headers['content-security-policy-report-only'];
  // Page bodies differ per response now: a 304 for Next's ETag of the placeholder body would
  // pair the browser's old page (old nonce) with this response's new CSP.
  if (page) {
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
  }
}

/**
 * The answer to a request the guards refused: problem+json, except a page URL with a broken
 * path, which gets the small Japanese error page.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./guards.mjs').Rejection} rejection
 * @param {{ api: boolean, https: boolean }} context
 */
function reject(req, res, { status, detail }, { api, https }) {
  /** @type {Record<string, string>} */
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (https) common['strict-transport-security'] = hstsValue;
  // The request body is not read: close instead of leaving it in the connection.
  res.shouldKeepAlive = false;
  if (status === 400 && !api) {
    const body = errorPageHtml(400, 'error.bad_url');
    res.writeHead(400, {
      ...common,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': buildCsp(newNonce(), { https }),
      'content-length': String(Buffer.byteLength(body)),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const { headers, body } = problemParts(status, detail, status === 405 ? { ...common, allow: allowHeader } : common);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
