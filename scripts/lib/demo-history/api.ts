/**
 * The demo history talks to the running product as its users do: a browser session per demo
 * login and the API's own routes. `httpApi` is the API over HTTP (npm start); a test passes the
 * in-process application of its harness instead.
 */
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';

export type DemoSession = { cookie: string; csrf: string };

/** Sends one request to the API (`path` starts with /api/v1) and answers the raw response. */
export type SendRequest = (
  method: string,
  path: string,
  init: { headers: Record<string, string>; body?: string },
) => Promise<Response>;

export type DemoApi = {
  login: (email: string) => Promise<DemoSession>;
  /** Calls a route as a session; anything but 2xx throws with the server's answer. */
  call: <T>(
    as: DemoSession,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<T>;
};

/** The API behind `send`, with logins of the demo users (their shared demo password). */
export function demoApi(send: SendRequest): DemoApi {
  return {
    async login(email) {
      const response = await send('POST', '/api/v1/session', {
        headers: { authorization: 'Web', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (response.status !== 200)
        throw new Error(`demo history: login ${email} failed (${response.status} ${await response.text()})`);
      const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
      const { csrf_token } = (await response.json()) as { csrf_token: string };
      return { cookie, csrf: csrf_token };
    },
    async call<T>(
      as: DemoSession,
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await send(method, path, {
        headers: {
          authorization: 'Web',
          cookie: as.cookie,
          'x-csrf-token': as.csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status >= 300)
        throw new Error(
          `demo history: ${method} ${path} answered ${response.status} ${await response.text()}`,
        );
      return (await response.json()) as T;
    },
  };
}

/** The API listening at `baseUrl` (npm start: http://127.0.0.1:<PORT>). */
export function httpSender(baseUrl: string): SendRequest {
  return (method, path, init) => fetch(`${baseUrl}${path}`, { method, ...init });
}
