/**
 * How a route declares itself (STYLE habit 3): its request, every response it can give and who may
 * call it, with the zod schemas that validate it at run time. The OpenAPI document, the clients'
 * types and the test-mode response check are all read from this one declaration.
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AccountKind } from '../../domain/identity/caller.ts';
import type { RateLimitName } from '../../domain/rate-limits.ts';
import type { AppEnv } from '../context.ts';
import { rateLimited } from '../middleware/rate-limit.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { requireAdminRole } from '../middleware/require-admin-role.ts';
import { ProblemSchema } from './problem-schema.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The error statuses a route may declare beyond the ones its shape implies. */
export type ProblemStatus = 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** Who may call: nobody logged in ('public'), any account ('any'), or these kinds of account. */
export type Access = 'public' | 'any' | readonly AccountKind[];

/** A path, query or header parameter set: an object schema (or a pipe from one). */
type Parameters = NonNullable<NonNullable<RouteConfig['request']>['params']>;

type ResponseSpec = { description: string; content?: Record<string, { schema: z.ZodType }> };

export type RouteSpec = {
  method: Method;
  /** OpenAPI form: `/offers/{id}`. */
  path: string;
  /** The area (tag) the route belongs to, as in api/routes/<area>/. */
  area: string;
  summary: string;
  description?: string;
  access: Access;
  /**
   * 'admin': only the account's admin role may call (destructive and money-moving calls, issue 10);
   * members get 403. Absent: every user of an allowed account may.
   */
  role?: 'admin';
  request?: {
    params?: Parameters;
    query?: Parameters;
    body?: z.ZodType;
    headers?: Parameters;
    /** A multipart upload the handler reads itself (streamed, size-limited): its parts, documented. */
    upload?: Record<string, { type: 'file' | 'text'; description: string }>;
  };
  responses: Record<number, ResponseSpec>;
  problems?: readonly ProblemStatus[];
  /** The rate limit counted on every call, per account and per address (429 past it). */
  rateLimit?: RateLimitName;
  middleware?: MiddlewareHandler<AppEnv>[];
};

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or a field is invalid (`errors` names it).',
  401: 'Not logged in: no valid session or access token.',
  403: 'This account may not do this (or the CSRF token is missing).',
  404: 'Not found, or not this account’s.',
  409: 'The resource is not in a state that allows this.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  422: 'A business rule refused the request (`errors` names the field).',
  429: 'Too many attempts; try again later.',
  500: 'Something went wrong on our side.',
  503: 'A part of the system is unavailable; try again in a moment.',
};

/** A JSON response of one schema. */
export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A file download (CSV, PDF …) of one media type, or of any of several (a PDF or an image). */
export function fileContent(mediaType: string | readonly string[], description: string) {
  const types = typeof mediaType === 'string' ? [mediaType] : mediaType;
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, binary])),
  } as unknown as ResponseSpec;
}

function problemResponse(status: number) {
  return {
    description: PROBLEM_DESCRIPTIONS[status] ?? 'Error',
    content: { 'application/problem+json': { schema: ProblemSchema } },
  };
}

/** The error statuses a route can answer: those its shape implies, and those it declares. */
export function problemStatusesOf(
  spec: Pick<RouteSpec, 'method' | 'access' | 'role' | 'request' | 'problems' | 'rateLimit'>,
) {
  const statuses = new Set<number>([500, ...(spec.problems ?? [])]);
  if (spec.rateLimit) statuses.add(429);
  const { params, query, body } = spec.request ?? {};
  const { upload } = spec.request ?? {};
  if (params || query || body || upload) statuses.add(400);
  if (body || upload) statuses.add(413).add(415);
  if (spec.access !== 'public') statuses.add(401);
  if (Array.isArray(spec.access) || spec.role || (spec.access !== 'public' && spec.method !== 'get'))
    statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** The documented parts of a multipart upload (not validated by a schema: the handler streams it). */
function multipartBody(parts: NonNullable<NonNullable<RouteSpec['request']>['upload']>) {
  const properties = Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [
      name,
      part.type === 'file'
        ? { type: 'string', format: 'binary', description: part.description }
        : { type: 'string', description: part.description },
    ]),
  );
  const schema = { type: 'object', properties, required: Object.keys(parts) };
  return { required: true, content: { 'multipart/form-data': { schema } } } as never;
}

function accessText(access: Access, role: RouteSpec['role']): string {
  const needsAdmin = role === 'admin' ? ' Needs the account’s admin role (a member gets 403).' : '';
  if (access === 'public') return 'No login needed.';
  if (access === 'any') return `Any logged-in account.${needsAdmin}`;
  return `Accounts: ${access.join(', ')}.${needsAdmin}`;
}

/** The request as @hono/zod-openapi reads it: a JSON body is required and validated as given. */
type RequestOf<S extends RouteSpec> = Omit<NonNullable<S['request']>, 'body' | 'upload'> &
  (NonNullable<S['request']>['body'] extends infer B extends z.ZodType
    ? { body: { required: true; content: { 'application/json': { schema: B } } } }
    : unknown);

/** The config createRoute gives for this spec, typed so the handler is checked against it. */
export type DefinedRoute<S extends RouteSpec> = {
  method: S['method'];
  path: S['path'];
  request: RequestOf<S>;
  responses: S['responses'];
  middleware: MiddlewareHandler<AppEnv>[];
};

/**
 * Builds the route's OpenAPI config: the success responses as given, every problem response, the
 * account-kind and admin-role guards (403) and the rate limit (429) as middleware, in that order,
 * and the access rule in the description.
 */
export function defineRoute<const S extends RouteSpec>(spec: S): DefinedRoute<S> {
  const { body, upload, ...parts } = spec.request ?? {};
  const problems = Object.fromEntries(problemStatusesOf(spec).map((s) => [s, problemResponse(s)]));
  const guard = [
    ...(Array.isArray(spec.access) ? [requireAccountKind(...(spec.access as AccountKind[]))] : []),
    ...(spec.role === 'admin' ? [requireAdminRole()] : []),
  ];
  const limit = spec.rateLimit ? [rateLimited(spec.rateLimit)] : [];
  const config = createRoute({
    method: spec.method,
    path: spec.path,
    tags: [spec.area],
    summary: spec.summary,
    description: [spec.description, accessText(spec.access, spec.role)].filter(Boolean).join('\n\n'),
    ...(spec.access === 'public' ? { security: [] } : {}),
    request: {
      ...(parts as RouteConfig['request']),
      ...(body ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      ...(upload ? { body: multipartBody(upload) } : {}),
    },
    responses: { ...problems, ...spec.responses },
    middleware: [...guard, ...limit, ...(spec.middleware ?? [])],
  });
  return config as unknown as DefinedRoute<S>;
}

/** A problem response whose body carries members beyond the standard ones (e.g. the cart's `reason`). */
export function problemContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/problem+json': { schema } } };
}
