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
  init: { headers: Record<string, string>; body?: string | FormData },
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
  /** Sends one file as the multipart `file` part, as the page's upload does; non-2xx throws. */
  upload: <T>(
    as: DemoSession,
    path: string,
    file: { name: string; bytes: Uint8Array<ArrayBuffer> },
  ) => Promise<T>;
  /** Posts a multipart form as a stranger (`Authorization: Web`, no session): the public signup. */
  submitPublicForm: <T>(path: string, form: FormData) => Promise<T>;
  /** Posts JSON as a stranger (the applicant's email code). */
  postPublic: <T>(path: string, body: unknown) => Promise<T>;
  /** Sends a whole multipart form as a session (a listing with its files); non-2xx throws. */
  sendForm: <T>(as: DemoSession, method: string, path: string, form: FormData) => Promise<T>;
};

async function answerOf<T>(response: Response, method: string, path: string): Promise<T> {
  if (response.status >= 300)
    throw new Error(`demo history: ${method} ${path} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const sessionHeaders = (as: DemoSession) => ({
  authorization: 'Web',
  cookie: as.cookie,
  'x-csrf-token': as.csrf,
});

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
          ...sessionHeaders(as),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answerOf<T>(response, method, path);
    },
    async upload<T>(as: DemoSession, path: string, file: { name: string; bytes: Uint8Array<ArrayBuffer> }) {
      const form = new FormData();
      form.set('file', new Blob([file.bytes]), file.name);
      // No content type of ours: fetch writes multipart/form-data with its boundary.
      const response = await send('POST', path, { headers: sessionHeaders(as), body: form });
      return answerOf<T>(response, 'POST', path);
    },
    async sendForm<T>(as: DemoSession, method: string, path: string, form: FormData) {
      const response = await send(method, path, { headers: sessionHeaders(as), body: form });
      return answerOf<T>(response, method, path);
    },
    async submitPublicForm<T>(path: string, form: FormData) {
      const response = await send('POST', path, { headers: { authorization: 'Web' }, body: form });
      return answerOf<T>(response, 'POST', path);
    },
    async postPublic<T>(path: string, body: unknown) {
      const response = await send('POST', path, {
        headers: { authorization: 'Web', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return answerOf<T>(response, 'POST', path);
    },
  };
}

/** The API listening at `baseUrl` (npm start: http://127.0.0.1:<PORT>). */
export function httpSender(baseUrl: string): SendRequest {
  return (method, path, init) => fetch(`${baseUrl}${path}`, { method, ...init });
}
