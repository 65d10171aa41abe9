/** The CLI's HTTP helper: JSON in and out, bearer token, problem JSON (RFC 9457) turned into errors. */
import { CliError } from './errors.ts';

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

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /** Query parameters; undefined and empty values are left out. */
  query?: Record<string, string | number | undefined>;
};

export type ApiResponse<T> = { status: number; headers: Headers; data: T };

export type ApiClient = {
  baseUrl: string;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
};

/** A client for one API origin; with a token every request carries `Authorization: Bearer`. */
export function createApiClient(options: { baseUrl: string; token?: string }): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    baseUrl,
    async request<T>(method: string, path: string, request: RequestOptions = {}): Promise<ApiResponse<T>> {
      const url = new URL(baseUrl + path);
      for (const [key, value] of Object.entries(request.query ?? {})) {
        if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
      }
      const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          redirect: 'manual',
        });
      } catch (error) {
        const cause =
          error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
        throw new CliError(`Cannot reach the API at ${baseUrl}${cause}`);
      }
      const data = await readBody(response);
      if (!response.ok) throw new ApiError(problemMessage(response, data), response.status, data);
      return { status: response.status, headers: response.headers, data: data as T };
    },
  };
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
