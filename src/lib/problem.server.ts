import 'server-only';
import { z } from 'zod';
import { AppError, isAppError, type FieldError } from './app-error';
import { logger } from './logger.server';
import { UnsafeJsonError } from './safe-json';

/** RFC 9457 problem document. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldError[];
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problemResponse(error: unknown, init: { headers?: HeadersInit } = {}): Response {
  const appError = toAppError(error);
  const body: Problem = {
    type: `about:blank#${appError.code.toLowerCase()}`,
    title: titles[appError.status] ?? 'Error',
    status: appError.status,
    detail: appError.message,
    ...(appError.errors.length ? { errors: appError.errors } : {}),
  };
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(appError.headers ?? {})) headers.set(name, value);
  headers.set('content-type', 'application/problem+json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status: appError.status, headers });
}

export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof UnsafeJsonError) return unsafeJsonError(error);
  if (error instanceof SyntaxError) return new AppError('BAD_REQUEST', 'Request body is not valid JSON.');
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable');
    const unavailable = new AppError('UNAVAILABLE', 'The service is briefly unavailable; nothing was stored. Try again shortly.');
    unavailable.headers = { 'retry-after': '5' };
    return unavailable;
  }
  logger.error({ err: error }, 'unhandled error in API handler');
  return new AppError('INTERNAL', 'An unexpected error occurred.');
}

export function validationError(error: z.ZodError, prefix = ''): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'The request contains invalid values.',
    error.issues.map((i) => ({
      pointer: [prefix, ...i.path.map(String)].filter(Boolean).join('.'),
      detail: i.message,
    })),
  );
}

/** Syntax → 400; too many values → 413; depth, forbidden keys and NUL → 422 naming the place. */
export function unsafeJsonError(error: UnsafeJsonError, prefix = ''): AppError {
  if (error.reason === 'syntax') return new AppError('BAD_REQUEST', 'Request body is not valid JSON.');
  const pointer = [prefix, error.pointer].filter(Boolean).join('.') || 'body';
  const code = error.reason === 'size' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
  return new AppError(code, error.message, [{ pointer, detail: error.message }]);
}

/** Connection-level failures (server restarting, refused, dropped): retrying later is the answer. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** True when `error` (or what it wraps: drizzle wraps driver errors) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (e instanceof Error && unavailableMessages.test(e.message)) return true;
  }
  return false;
}
