import 'server-only';
import type { z } from 'zod';
import { AppError } from './app-error';
import { env } from './env.server';
import { reportUnhandledError } from './error-reports.server';
import { problemResponse, validationError } from './problem.server';
import { assertUnderRateLimit, clientAddress, countRateLimitHit, enforceRateLimit } from './rate-limit.server';
import { readBodyText } from './read-body';
import { parseJsonSafely, type JsonLimits } from './safe-json';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Paths of the anonymous public APIs, which share one per-client request budget. */
const publicApiPrefixes = ['/public_api/', '/trade_in/'];

/**
 * Wraps a route handler so that every failure leaves as RFC 9457 problem+json, never HTML, and
 * applies the shared rate limits: a request budget per client on the public APIs, and a lockout
 * for a client that keeps sending wrong admin tokens (counted here when the handler answers 401).
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const client = clientAddress(request);
    try {
      const { pathname } = new URL(request.url);
      if (publicApiPrefixes.some((prefix) => pathname.startsWith(prefix))) await enforceRateLimit('publicApi', client);
      if (request.headers.has('authorization')) await assertUnderRateLimit('authFailures', client);
      return await handler(request, context);
    } catch (error) {
      // A wrong token is a guess; a missing one is not (it counts nothing against the client).
      if (error instanceof AppError && error.status === 401 && request.headers.has('authorization')) {
        await countRateLimitHit('authFailures', client);
      }
      const response = problemResponse(error);
      // A 500 is a failure of ours (logged as an error by toAppError); 503s are the database or a
      // service being away for a moment, logged as warnings. The report carries no body or headers.
      if (response.status === 500) {
        void reportUnhandledError(error, { source: 'api', method: request.method, path: new URL(request.url).pathname });
      }
      return response;
    }
  };
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** CSRF guard for state-changing requests: a browser request must come from our own origin. */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  // Stryker disable next-line ConditionalExpression,StringLiteral: `null` is also refused by the origin comparison below; said here for the reader
  if (origin === 'null') throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  }
  if (origin && origin !== new URL(request.url).origin && origin !== env().SITE_URL.replace(/\/$/, '')) {
    throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  }
}

/**
 * A JSON body, read with a byte limit (stopping at it), parsed with depth and prototype-key
 * checks, then validated by `schema`. Every failure is a problem+json naming what is wrong.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = 1_000_000, ...limits }: { maxBytes?: number } & JsonLimits = {},
): Promise<z.infer<S>> {
  // Stryker disable next-line StringLiteral: any stand-in without application/json is refused the same way
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const data = parseJsonSafely(await readBodyText(request, maxBytes), limits);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
