// @ts-check
/**
 * Checks on the request line before Next sees it: hostile or broken requests get a clean 4xx
 * here instead of reaching the router (which answered malformed percent-encoding with a 500).
 */

export const allowedMethods = Object.freeze(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const allowHeader = allowedMethods.join(', ');
/** Longest accepted request target. Node gives one character per received byte. */
export const maxUrlLength = 8 * 1024;

/** @typedef {{ status: 400 | 405 | 414, detail: string }} Rejection */

/**
 * @param {string} method
 * @param {string} url the request target as received
 * @returns {Rejection | null}
 */
export function checkRequest(method, url) {
  if (!allowedMethods.includes(method)) return { status: 405, detail: `The method ${method} is not allowed.` };
  if (url.length > maxUrlLength) return { status: 414, detail: `The URL is longer than ${maxUrlLength} bytes.` };
  if (!url.startsWith('/')) return { status: 400, detail: 'The request target must be a path.' };
  if (!isWellFormedPath(pathOf(url))) {
    return { status: 400, detail: 'The URL path contains malformed percent-encoding or control characters.' };
  }
  return null;
}

/**
 * A request target in absolute form (`GET http://host/path`, which HTTP/1.1 servers must accept)
 * as the origin form the router expects; any other target unchanged.
 * @param {string} url
 */
export function originForm(url) {
  const match = /^https?:\/\/[^/?#]*(.*)$/i.exec(url);
  if (!match) return url;
  const rest = match[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** @param {string} url */
export function pathOf(url) {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Every %XX sequence decodes to valid UTF-8, and nothing decodes to a control character (which
 * no page path has, and which the database refuses).
 * @param {string} path
 */
export function isWellFormedPath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !/[\u0000-\u001f\u007f]/.test(decoded);
}

/** JSON APIs: their errors are problem documents, never HTML. @param {string} url */
export function isApiPath(url) {
  return /^\/(?:api|public_api)(?:[/?]|$)/.test(url);
}
