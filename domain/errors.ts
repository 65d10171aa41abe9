/**
 * The closed set of error codes the product raises on purpose, with the HTTP status each maps to.
 * Codes are UPPER_SNAKE with the area first; they travel through Temporal failures as their type.
 */
export const ERROR_STATUS = {
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_THROTTLED: 429,
  AUTH_FORBIDDEN: 403,
  CSRF_TOKEN_INVALID: 403,
  ORIGIN_NOT_ALLOWED: 403,
  REQUEST_INVALID: 400,
  REQUEST_UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_RATE_LIMITED: 429,
  RESOURCE_NOT_FOUND: 404,
  RESOURCE_CONFLICT: 409,
  RULE_VIOLATION: 422,
  SERVICE_UNAVAILABLE: 503,
  ORDER_INVALID_TRANSITION: 409,
  ORDER_CONTROLLED_SUBSTANCE: 422,
  OFFER_INVALID_MOVE: 409,
  OFFER_WRONG_PARTY: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure: `message` is for developers and logs, `detail` is what a user may read
 * (the SPA toasts it), `fields` names the offending inputs.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { message?: string; fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? detail);
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The resource does not exist for this caller: also what a foreign account's id answers. */
export function notFound(what: string): DomainError {
  return new DomainError('RESOURCE_NOT_FOUND', `${what} not found`);
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
