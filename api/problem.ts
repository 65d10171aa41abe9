import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '../domain/errors.ts';
import type { AppEnv } from './context.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * An RFC 9457 problem document. `message` repeats `detail` because the spec's clients toast the
 * server's `message`; `msg` is what the spec's import pages read; `errors` names fields.
 */
export function problem(
  c: Context<AppEnv>,
  input: { status: number; code: ErrorCode | 'INTERNAL'; detail: string; fields?: FieldErrors | undefined },
) {
  const body = {
    type: `about:blank#${input.code.toLowerCase()}`,
    title: TITLES[input.status] ?? 'Error',
    status: input.status,
    detail: input.detail,
    code: input.code,
    message: input.detail,
    msg: input.detail,
    ...(input.fields ? { errors: input.fields } : {}),
    request_id: c.get('requestId'),
  };
  return c.json(body, input.status as ContentfulStatusCode, { 'Content-Type': 'application/problem+json' });
}

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
