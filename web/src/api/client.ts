/**
 * The fetch client of the SPA. Every call identifies itself as the web app (`Authorization: Web`),
 * rides on the session cookie, and sends the CSRF token on writes; a failure is thrown as an
 * ApiError. `apiClient` types each call from the API's contract (api/contract/openapi.gen.ts).
 */
import createClient from 'openapi-fetch';
import type { paths } from '../../../api/contract/openapi.gen.ts';

export type FieldErrors = Record<string, string[]>;

/** The RFC 9457 problem document the API answers with (plus the `message` member, spec §8). */
export type Problem = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  message?: string;
  code?: string;
  errors?: FieldErrors | Array<{ path?: string; field?: string; message: string }>;
  request_id?: string;
};

/** A failed API call, already read: status, the user-facing message and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly requestId: string | undefined;
  /** True when the server sent its own message (not a fallback built here). */
  readonly hasServerMessage: boolean;

  constructor(status: number, statusText: string, problem: Problem | undefined) {
    const serverMessage = problem?.message ?? problem?.detail;
    super(serverMessage ?? (statusText || `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.code = problem?.code;
    this.fieldErrors = normaliseFieldErrors(problem?.errors);
    this.requestId = problem?.request_id;
    this.hasServerMessage = serverMessage !== undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The session is gone (expired, or ended elsewhere): the API asks for a login again. */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'AUTH_REQUIRED';
}

let sessionExpired: (() => void) | undefined;

/**
 * What the app does when a call finds the session gone: the router sends the user to the login
 * page with a notice (instead of every call on the page failing with a toast).
 */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

/** Who is logged in is asked at every page load; its 401 means "nobody", not "expired". */
const SESSION_PROBE = '/api/v1/users/me';

async function failure(response: Response): Promise<ApiError> {
  const error = new ApiError(response.status, response.statusText, await readProblem(response));
  if (isSessionExpired(error) && new URL(response.url, 'http://localhost').pathname !== SESSION_PROBE)
    sessionExpired?.();
  return error;
}

function normaliseFieldErrors(errors: Problem['errors']): FieldErrors {
  if (!errors) return {};
  if (!Array.isArray(errors)) return errors;
  const result: FieldErrors = {};
  for (const entry of errors) {
    const key = entry.field ?? entry.path ?? '_';
    (result[key] ??= []).push(entry.message);
  }
  return result;
}

let csrfToken: string | undefined;

function readMetaCsrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** The current CSRF token: the one given at login or by /users/me, else the one in index.html. */
export function getCsrfToken(): string {
  return csrfToken ?? readMetaCsrfToken();
}

/** Replaces the CSRF token after login and whenever /users/me hands a fresh one. */
export function setCsrfToken(token: string | undefined): void {
  if (token) csrfToken = token;
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The web app's fetch under the typed client: the headers above, and an ApiError for any answer
 * that is not a success, so a call either resolves with its declared body or throws.
 */
async function webFetch(input: Request): Promise<Response> {
  const headers = new Headers(input.headers);
  headers.set('Authorization', 'Web');
  headers.set('Accept', 'application/json');
  if (input.method !== 'GET' && input.method !== 'HEAD') headers.set('X-CSRF-Token', getCsrfToken());
  const response = await fetch(new Request(input, { headers, credentials: 'same-origin' }));
  if (!response.ok) throw await failure(response);
  return response;
}

/** Query parameters as the API reads them: absent, null and empty values are left out. */
function serializeQuery(query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Every /api/v1 call, typed by the contract: `apiClient.GET('/api/v1/cart', { signal })`. */
export const apiClient = createClient<paths>({
  fetch: webFetch,
  querySerializer: serializeQuery as (query: unknown) => string,
});

/**
 * The declared body of a call that succeeded (a failure has already been thrown as an ApiError).
 * `undefined` only for answers without a body.
 */
export async function data<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data: body } = await call;
  return body as T;
}
