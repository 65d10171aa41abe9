/**
 * Every request body has a limit, checked before anything reads it (issue 22): a body declaring
 * more than its limit is refused with 413 at once, and one sent without a length is counted as it
 * streams and refused as soon as it passes the limit, never read to its end.
 *
 * JSON, and whatever is not an upload, may have 1 MB on every route, upload routes included: the
 * JSON checks (control characters, nesting) parse a JSON body whole before a route's rate limit
 * runs. A multipart body to an upload route may declare up to the largest form; the route's reader
 * then holds it to that form's own budget while its parts stream (api/uploads/read-form.ts,
 * api/routes/imports/upload.ts), so an upload is never buffered here.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';

const MB = 1024 * 1024;
/** JSON bodies are small: the largest (a signup draft of 1,000 licences) is under 400 KB. */
export const JSON_BODY_LIMIT = 1 * MB;
/** The largest upload form: 50 MB of files with its text fields and framing. */
export const UPLOAD_BODY_LIMIT = 64 * MB;

function tooLarge(limit: number): never {
  throw new DomainError('REQUEST_TOO_LARGE', `The request body is larger than ${limit / MB} MB.`);
}

/** Limits each body by its kind; `isUploadPath` names the routes that read a multipart upload. */
export function limitBodies(isUploadPath: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: () => tooLarge(JSON_BODY_LIMIT) });
  return async function bodyLimitMiddleware(c, next) {
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    if (!contentType.startsWith('multipart/form-data') || !isUploadPath(c.req.path))
      return jsonLimit(c, next);
    if (Number(c.req.header('content-length') ?? 0) > UPLOAD_BODY_LIMIT) tooLarge(UPLOAD_BODY_LIMIT);
    await next();
  };
}
