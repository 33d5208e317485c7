/**
 * The one error type of the application. `message` is safe to show to a user; `detail` and
 * `errors` feed RFC 9457 problem documents.
 */
export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldError {
  /** JSON pointer-ish path of the offending input, e.g. `fields.title` or `q[page_id_equal_or_null]`. */
  pointer: string;
  detail: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[];
  /** Extra response headers for the problem answer (e.g. Retry-After on 429, Allow on 405). */
  headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code];
    this.errors = errors;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
