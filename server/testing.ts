// Helpers for the server's tests: the edge in front of a stand-in for Next, on a free port, and
// requests that fetch() cannot send (TRACE, CONNECT, raw bytes).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createEdgeHandler, type Handler } from './edge-handler.mjs';
import { createEdgeServer } from './edge-server.mjs';

export const placeholder = 'TESTplaceholderTESTplace';
const quiet = { error: () => undefined, debug: () => undefined };

export interface Edge {
  port: number;
  server: http.Server;
  close: () => Promise<void>;
}

export async function startEdge(
  next: Handler,
  { trustProxy = false, direct = undefined as ((route: string) => Handler | undefined) | undefined } = {},
): Promise<Edge> {
  const server = createEdgeServer(createEdgeHandler(next, { placeholder, trustProxy, log: quiet, direct }), quiet);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, server, close };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function request(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {} as http.OutgoingHttpHeaders,
    agent = false as http.Agent | false,
    // Chunks are written one by one: without a content-length header they go chunked.
    body = [] as (string | Buffer)[],
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    for (const chunk of body) req.write(chunk);
    req.end();
  });
}

/** Sends `text` as is and returns everything the server writes until it closes the connection. */
export function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}

export function bodyOf(rawResponse: string): unknown {
  return JSON.parse(rawResponse.slice(rawResponse.indexOf('\r\n\r\n') + 4));
}

export const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp ?? ''))?.[1];
