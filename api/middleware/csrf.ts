import type { MiddlewareHandler } from 'hono';
import { matchesDigest } from '../../activities/identity/tokens.ts';
import { DomainError } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Browser writes need three things (ASVS v5 3.5.1–3.5.2): an allowed Origin when one is sent, the
 * session's CSRF token in X-CSRF-Token (the token of <meta name="csrf-token">), and a JSON or
 * multipart body, so a cross-site form post (text/plain, urlencoded) is refused with 415.
 * Bearer-token calls carry no ambient credential and need no CSRF token.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async function csrfMiddleware(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const { env } = c.get('deps');
    const origin = c.req.header('origin');
    if (origin && !env.publicOrigins.includes(origin)) {
      throw new DomainError(
        'ORIGIN_NOT_ALLOWED',
        'This request came from a page that is not allowed to make it.',
      );
    }
    const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const declaresBody =
      Number(c.req.header('content-length') ?? 0) > 0 || !!c.req.header('transfer-encoding');
    if (contentType ? !BODY_TYPES.includes(contentType) : declaresBody) {
      throw new DomainError('REQUEST_UNSUPPORTED_MEDIA_TYPE', 'Please send the request as JSON.');
    }
    const caller = c.get('caller');
    // The session keeps only the token's digest: the token sent is hashed and compared in constant time.
    if (
      caller?.via.kind === 'session' &&
      !matchesDigest(c.req.header('x-csrf-token'), caller.via.csrfTokenHash)
    ) {
      throw new DomainError(
        'CSRF_TOKEN_INVALID',
        'Your session has expired. Please reload the page and try again.',
      );
    }
    return next();
  };
}
