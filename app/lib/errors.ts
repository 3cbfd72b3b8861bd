/**
 * One error type for every expected failure of a domain function. The HTTP layer (API and
 * page actions) turns it into a status and the one JSON shape of DECISIONS §1:
 * `{ message, errors?: { field: [text, ...] } }`.
 */
type AppErrorCode =
  | "bad_request"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "validation"
  | "too_large"
  | "rate_limited"
  | "conflict"
  | "method_not_allowed"
  | "unsupported_media_type"
  | "unavailable";

const statusOfCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly errors: FieldErrors | undefined;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return statusOfCode[this.code];
  }

  toJSON(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** A single-field validation failure, the common case for uploads. */
export function fieldError(field: string, message: string, code: AppErrorCode = "validation"): AppError {
  return new AppError(code, message, { errors: { [field]: [message] } });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
