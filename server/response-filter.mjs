// @ts-check
/**
 * Wraps a ServerResponse on its way out of Next:
 * - HTML and RSC (`text/x-component`) bodies: the nonce placeholder becomes this response's nonce
 *   (streamed, see nonce-rewriter.mjs); HTML gets the matching Content-Security-Policy. The ETag
 *   goes (one body per response now), and shared caches may not keep the page: they would hand
 *   one nonce to every visitor.
 * - API paths: an error answer that is not JSON (Next's empty 405, its text 500, an HTML 404)
 *   becomes a problem document with the same status.
 * - HSTS when the request came over HTTPS.
 * Install it after `compression`, so that compression sees the rewritten bytes.
 */
import { buildCsp, hstsValue, isCheckoutPath } from './csp.mjs';
import { createNonceRewriter } from './nonce-rewriter.mjs';
import { problemParts } from './problem.mjs';

/**
 * @typedef {object} FilterOptions
 * @property {string} placeholder what Next rendered as the nonce
 * @property {() => string} nonce makes this response's nonce (only an HTML or RSC answer needs one)
 * @property {boolean} api the request is for a JSON API
 * @property {boolean} https
 */

/** @param {string} type */
const isJson = (type) => /^application\/(?:[\w.-]+\+)?json\b/.test(type);

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {FilterOptions} options
 */
export function filterResponse(req, res, { placeholder, nonce: makeNonce, api, https }) {
  const innerWriteHead = res.writeHead;
  const innerWrite = res.write;
  const innerEnd = res.end;
  /** @type {'pass' | 'rewrite' | 'problem'} */
  let mode = 'pass';
  let decided = false;
  /** @type {ReturnType<typeof createNonceRewriter>} */
  let rewriter;
  let problemBody = '';

  // Runs once, when the status and headers are final: before the first body byte or writeHead.
  const decide = () => {
    if (decided) return;
    decided = true;
    if (https) res.setHeader('strict-transport-security', hstsValue);
    const type = String(res.getHeader('content-type') ?? '').toLowerCase();
    if (api && res.statusCode >= 400 && !isJson(type)) {
      mode = 'problem';
      const allow = res.getHeader('allow');
      const { headers, body } = problemParts(res.statusCode, undefined, allow ? { allow: String(allow) } : {});
      for (const name of ['etag', 'last-modified', 'content-encoding', 'content-disposition']) res.removeHeader(name);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      problemBody = body;
      return;
    }
    const html = type.startsWith('text/html');
    const nonce = html || type.startsWith('text/x-component') ? makeNonce() : '';
    if (html || type.startsWith('text/x-component')) {
      mode = 'rewrite';
      rewriter = createNonceRewriter(placeholder, nonce);
      res.removeHeader('etag');
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (!/\b(?:private|no-store)\b/i.test(cacheControl)) res.setHeader('cache-control', 'private, no-cache');
    }
    if (html) {
      const checkout = isCheckoutPath(new URL(req.url ?? '/', 'http://x').pathname);
      res.setHeader('content-security-policy', buildCsp(nonce, { https, checkout }));
    }
  };

  /** @type {any} */
  const patched = res;
  patched.writeHead = (/** @type {number} */ statusCode, /** @type {any[]} */ ...args) => {
    const reason = typeof args[0] === 'string' ? args.shift() : undefined;
    res.statusCode = statusCode;
    applyHeaders(res, args[0]);
    decide();
    return reason === undefined ? innerWriteHead.call(res, statusCode) : innerWriteHead.call(res, statusCode, reason);
  };

  patched.write = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    decide();
    if (mode === 'pass') return innerWrite.call(res, chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    const out = mode === 'problem' ? null : rewriter.push(toBuffer(chunk, encoding));
    if (!out?.length) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return innerWrite.call(res, out, callback);
  };

  patched.end = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    decide();
    if (mode === 'pass') return innerEnd.call(res, chunk, encoding, callback);
    if (mode === 'problem') return innerEnd.call(res, req.method === 'HEAD' ? undefined : problemBody, callback);
    const head = chunk == null ? Buffer.alloc(0) : rewriter.push(toBuffer(chunk, encoding));
    const tail = rewriter.flush();
    const out = tail.length ? Buffer.concat([head, tail]) : head;
    return innerEnd.call(res, out.length ? out : undefined, callback);
  };
}

/**
 * Headers given to writeHead(status, headers) are set on the response first, so that the
 * decision above sees them. Accepts an object or a flat [name, value, …] array.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} headers
 */
function applyHeaders(res, headers) {
  if (!headers || typeof headers !== 'object') return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  /** @type {Map<string, string[]>} */
  const collected = new Map();
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = String(headers[i]);
    collected.set(name, [...(collected.get(name) ?? []), String(headers[i + 1])]);
  }
  for (const [name, values] of collected) res.setHeader(name, values.length === 1 ? /** @type {string} */ (values[0]) : values);
}

/**
 * @param {string | Uint8Array} chunk
 * @param {BufferEncoding | undefined} encoding
 */
function toBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
