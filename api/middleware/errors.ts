import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDomainError, type ErrorCode } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { problem, statusOf } from '../problem.ts';

/** Hono's own refusals (body limit, media type, a body that is not JSON) under our codes. */
const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'AUTH_REQUIRED',
  413: 'REQUEST_TOO_LARGE',
  415: 'REQUEST_UNSUPPORTED_MEDIA_TYPE',
};
const NOT_JSON = 'The request body is not valid JSON.';

/**
 * The one place every failure becomes a response. Expected errors carry their own status and
 * user-facing text; anything else is a 500 whose details stay in the log (ASVS v5 16.5.1).
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (isDomainError(error)) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    return problem(c, {
      status: statusOf(error.code),
      code: error.code,
      detail: error.detail,
      fields: error.fields,
    });
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = HTTP_EXCEPTION_CODES[status] ?? 'REQUEST_INVALID';
    const detail = error.message.startsWith('Malformed JSON')
      ? NOT_JSON
      : error.message || 'Request rejected';
    return problem(c, { status, code, detail });
  }
  logger(c).error('request failed', { error, path: c.req.path, method: c.req.method });
  return problem(c, { status: 500, code: 'INTERNAL', detail: 'Something went wrong' });
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  problem(c, { status: 404, code: 'RESOURCE_NOT_FOUND', detail: 'Not found' });

function logger(c: Context<AppEnv>) {
  return c.get('logger') ?? c.get('deps').logger;
}
