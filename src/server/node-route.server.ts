import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@/lib/app-error';
import { problemResponse } from '@/lib/problem.server';
import { formatBytes } from '@/lib/read-body';

/** A route handler as Next calls it: a Web Request in, a Web Response out. */
export type WebHandler = (request: Request, context: never) => Promise<Response>;
/** What the HTTP server (server/edge-handler.mjs) calls for a direct route, with the path's parameters. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, params?: Record<string, string>) => Promise<void>;

/**
 * Serves a route handler straight from Node's request, past Next's router: the same handler, the
 * same Web Request it would get from Next (URL built the way Next builds it, every header, the
 * body), at a fraction of the cost — Next's per-request work (routing, tracing, stream adapters)
 * was most of a hold's CPU under R1's 200 simultaneous attempts. The edge has already applied
 * its guards, the client address and the response filter; the body is read up to `maxBodyBytes`
 * and refused with 413 problem+json beyond it, without buffering the rest.
 */
export function nodeRoute(handler: WebHandler, { maxBodyBytes }: { maxBodyBytes: number }): NodeHandler {
  return async (req, res, params = {}) => {
    let response: Response;
    try {
      const body = await readNodeBody(req, maxBodyBytes);
      const request = new Request(requestUrl(req), { method: req.method, headers: nodeHeaders(req), body });
      // The context Next gives a dynamic route: its parameters, as a promise.
      response = await handler(request, { params: Promise.resolve(params) } as never);
    } catch (error) {
      response = problemResponse(error);
      // Stop reading a body that was refused part-way; the connection is not reused.
      res.shouldKeepAlive = false;
    }
    await writeResponse(response, res);
  };
}

/** The URL Next gives a route handler: the server's own host and port, https when the proxy says so. */
function requestUrl(req: IncomingMessage): string {
  const proto = String(req.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http';
  return `${proto}://localhost:${req.socket.localPort ?? 80}${req.url ?? '/'}`;
}

/**
 * The headers as the edge left them (`req.headers`, not `rawHeaders`): it sets the client address
 * and drops forwarding headers nobody vouches for, and the handler must see exactly that.
 */
function nodeHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The body, or none for GET/HEAD; over the limit (declared or sent) is a 413. */
async function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The request body may be at most ${formatBytes(maxBytes)}.`);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  // A copy into a plain ArrayBuffer: what BodyInit accepts (a Buffer may sit in a shared pool).
  return new Uint8Array(Buffer.concat(chunks, total));
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('content-length', body.length);
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}
