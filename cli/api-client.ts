/**
 * The CLI's API client: openapi-fetch typed by the contract (api/contract/openapi.gen.ts), so every
 * path, parameter, body and answer is the one the server declares. A bearer token rides on every
 * call; a problem document (RFC 9457) becomes an ApiError carrying the server's message.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../api/contract/openapi.gen.ts';
import { CliError } from './errors.ts';

/** An API schema by name, as the contract generates it: `Schema<'WorkflowSummary'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export class ApiError extends CliError {
  readonly status: number;
  readonly problem: unknown;

  constructor(message: string, status: number, problem: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

export type ApiClient = ReturnType<typeof createClient<paths>> & { baseUrl: string };

/** A client for one API origin; with a token every request carries `Authorization: Bearer`. */
export function createApiClient(options: { baseUrl: string; token?: string }): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const client = createClient<paths>({
    baseUrl,
    fetch: (request) => send(request, baseUrl, options.token),
    querySerializer: serializeQuery as (query: unknown) => string,
  });
  return Object.assign(client, { baseUrl });
}

/** The fetch under the client: auth and Accept headers, no redirects, and a thrown error for any failure. */
async function send(request: Request, baseUrl: string, token: string | undefined): Promise<Response> {
  const headers = new Headers(request.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(new Request(request, { headers, redirect: 'manual' }));
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new CliError(`Cannot reach the API at ${baseUrl}${cause}`);
  }
  if (!response.ok) {
    const problem = await readBody(response);
    throw new ApiError(problemMessage(response, problem), response.status, problem);
  }
  return response;
}

/** The declared body of a call that succeeded (a failure has already been thrown as an ApiError). */
export async function data<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data: body } = await call;
  return body as T;
}

/** Query parameters as the API reads them: absent and empty values are left out. */
function serializeQuery(query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `message` (what the SPA shows), else the problem's detail or title, else the status. */
export function problemMessage(response: { status: number; statusText: string }, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'detail', 'title', 'msg'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return `${response.status} ${response.statusText || 'request failed'}`.trim();
}
