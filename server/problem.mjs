// @ts-check
/**
 * Problem documents (RFC 9457) that the server writes itself, before or instead of Next. Same
 * shape and `type` names as src/lib/problem.server.ts, which plain Node cannot import.
 */

/** @type {Record<number, [code: string, title: string, detail: string]>} */
const statuses = {
  400: ['bad_request', 'Bad Request', 'The request could not be understood.'],
  401: ['unauthorized', 'Unauthorized', 'Authentication is required.'],
  403: ['forbidden', 'Forbidden', 'This request is not allowed.'],
  404: ['not_found', 'Not Found', 'No API route matches this path.'],
  405: ['method_not_allowed', 'Method Not Allowed', 'This method is not allowed here.'],
  408: ['request_timeout', 'Request Timeout', 'The request took too long to arrive.'],
  409: ['conflict', 'Conflict', 'The request conflicts with the current state.'],
  413: ['payload_too_large', 'Content Too Large', 'The request body is too large.'],
  414: ['uri_too_long', 'URI Too Long', 'The URL is too long.'],
  415: ['unsupported_media_type', 'Unsupported Media Type', 'The request body has an unsupported media type.'],
  422: ['validation_failed', 'Unprocessable Content', 'The request contains invalid values.'],
  429: ['rate_limited', 'Too Many Requests', 'Too many requests: try again later.'],
  431: ['header_fields_too_large', 'Request Header Fields Too Large', 'The request headers are too large.'],
  500: ['internal', 'Internal Server Error', 'An unexpected error occurred.'],
  503: ['unavailable', 'Service Unavailable', 'The service is unavailable: try again later.'],
};

export const problemContentType = 'application/problem+json; charset=utf-8';

/**
 * @param {number} status
 * @param {string} [detail] defaults to a generic sentence for the status
 */
export function problem(status, detail) {
  const [code, title, generic] = statuses[status] ?? [status >= 500 ? 'internal' : 'error', 'Error', 'The request failed.'];
  return { type: `about:blank#${code}`, title, status, detail: detail ?? generic };
}

/** @param {number} status */
export function statusTitle(status) {
  return problem(status).title;
}

/**
 * Headers and body of a problem answer.
 * @param {number} status
 * @param {string} [detail]
 * @param {Record<string, string>} [extraHeaders]
 */
export function problemParts(status, detail, extraHeaders = {}) {
  const body = JSON.stringify(problem(status, detail));
  /** @type {Record<string, string>} */
  const headers = {
    'content-type': problemContentType,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
    'content-length': String(Buffer.byteLength(body)),
  };
  return { headers, body };
}

/**
 * A whole HTTP/1.1 response for a socket whose request the parser rejected (no ServerResponse
 * exists then); the connection is closed after it.
 * @param {number} status
 * @param {string} [detail]
 * @param {Record<string, string>} [extraHeaders]
 */
export function rawProblemResponse(status, detail, extraHeaders = {}) {
  const { headers, body } = problemParts(status, detail, { ...extraHeaders, connection: 'close' });
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${statusTitle(status)}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
