import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from './app-error';
import { env } from './env.server';
import { problemResponse, validationError } from './problem.server';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that every failure leaves as RFC 9457 problem+json, never HTML. */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return problemResponse(error);
    }
  };
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/**
 * Mutations are allowed only with the configured admin bearer token until editor sign-in exists.
 * With no token configured every mutation is refused: an unconfigured deployment is read-only.
 */
export function requireAdmin(request: Request): void {
  const configured = env().ADMIN_API_TOKEN;
  if (!configured) {
    throw new AppError('FORBIDDEN', 'Changes are disabled: ADMIN_API_TOKEN is not configured on the server.');
  }
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1] || !constantTimeEqual(match[1], configured)) {
    throw new AppError('UNAUTHORIZED', 'A valid bearer token is required.');
  }
}

/** CSRF guard for state-changing requests: a browser request must come from our own origin. */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin === 'null') throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  }
  if (origin && origin !== new URL(request.url).origin && origin !== env().SITE_URL.replace(/\/$/, '')) {
    throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  }
}

export function requireMutationAccess(request: Request): void {
  requireSameOrigin(request);
  requireAdmin(request);
}

export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = 1_000_000): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  const data: unknown = JSON.parse(text);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(bb, bb);
    return false;
  }
  return timingSafeEqual(ab, bb);
}
