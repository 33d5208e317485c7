// @ts-check
/**
 * The Node HTTP server around the edge handler: answers what the HTTP parser rejects (oversized
 * headers, unknown methods, garbage) with problem+json instead of Node's empty answers, refuses
 * CONNECT, and shuts down gracefully.
 */
import http from 'node:http';
import { allowHeader } from './guards.mjs';
import { rawProblemResponse } from './problem.mjs';

/** Node's default is 16 KB; a little more room for large cookies, while 8 KB+ URLs get 414 anyway. */
export const maxHeaderSize = 32 * 1024;

/**
 * @param {import('./edge-handler.mjs').Handler} handler
 * @param {{ debug: (details: object, message: string) => void }} log
 */
export function createEdgeServer(handler, log) {
  const server = http.createServer({ maxHeaderSize }, handler);
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    log.debug({ code: error.code }, 'unparseable request');
    answerClientError(error, socket);
  });
  // Node hands CONNECT to this event (never to the request handler); we are not a proxy.
  server.on('connect', (_req, socket) => {
    socket.end(rawProblemResponse(405, 'The method CONNECT is not allowed.', { allow: allowHeader }));
  });
  return server;
}

/**
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  // A response already in progress on this connection cannot be followed by raw bytes.
  const busy = /** @type {{ _httpMessage?: unknown }} */ (socket)._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}

/** @param {string | undefined} code */
export function clientErrorResponse(code) {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return rawProblemResponse(431, 'The request line and headers are larger than the server accepts.');
    case 'HPE_INVALID_METHOD':
      return rawProblemResponse(405, 'This method is not supported.', { allow: allowHeader });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawProblemResponse(408, 'The request took too long to arrive.');
    default:
      return rawProblemResponse(400, 'The request could not be parsed.');
  }
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let open requests finish, then `onClosed` and exit
 * 0; after `timeoutMs` the remaining connections are cut and the exit code is 1.
 * @param {http.Server} server
 * @param {object} options
 * @param {() => Promise<void>} options.onClosed
 * @param {{ info: (details: object, message: string) => void, warn: (message: string) => void }} options.log
 * @param {number} [options.timeoutMs]
 * @param {NodeJS.EventEmitter} [options.signals] the process, or a stand-in in tests
 * @param {(code: number) => void} [options.exit]
 */
export function installShutdown(server, { onClosed, log, timeoutMs = 8000, signals = process, exit = (code) => process.exit(code) }) {
  let stopping = false;
  // Answers still to be written once stopping say `Connection: close`, so keep-alive clients
  // open their next request elsewhere instead of on a connection about to close.
  /** @type {Set<http.ServerResponse>} */
  const open = new Set();
  server.prependListener('request', (_req, res) => {
    if (stopping) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  /** @param {string} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing open requests');
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    const sweeper = setInterval(() => server.closeIdleConnections(), 200);
    const deadline = setTimeout(() => {
      log.warn('requests still open at the shutdown deadline: closing them');
      server.closeAllConnections();
      exit(1);
    }, timeoutMs);
    sweeper.unref();
    deadline.unref();
    server.close(() => {
      clearInterval(sweeper);
      onClosed()
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(deadline);
          exit(0);
        });
    });
    server.closeIdleConnections();
  };
  for (const signal of ['SIGTERM', 'SIGINT']) signals.on(signal, () => stop(signal));
}
