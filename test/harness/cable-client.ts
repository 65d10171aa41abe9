/**
 * A pharmacy or supplier as a browser is, against a real API process: a session made over HTTP and
 * an ActionCable client on /cable that keeps every frame and wakes its waiters as frames arrive.
 */
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';

export type CableFrame = { type?: string; identifier?: string; message?: unknown };

/** Logs in over HTTP as the SPA does; answers the session cookie, its CSRF token and the account. */
export async function logInOverHttp(apiUrl: string, email: string) {
  const response = await fetch(`${apiUrl}/api/v1/session`, {
    method: 'POST',
    headers: { authorization: 'Web', 'content-type': 'application/json', origin: apiUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { csrf_token: string; account: { id: string } };
  return {
    cookie: response.headers.get('set-cookie')!.split(';')[0]!,
    csrf: body.csrf_token,
    accountId: body.account.id,
  };
}

/** Opens /cable with the cookie (none: anonymous); `waitFor` resolves on the first matching frame. */
export function connectCable<F extends CableFrame = CableFrame>(
  apiUrl: string,
  cookie?: string,
  options: { timeoutMs?: number } = {},
) {
  const frames: F[] = [];
  const waiters: (() => void)[] = [];
  const socket = new WebSocket(`${apiUrl.replace('http', 'ws')}/cable`, ['actioncable-v1-json'], {
    headers: { origin: apiUrl, ...(cookie ? { cookie } : {}) },
  });
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as F);
    for (const wake of waiters.splice(0)) wake();
  });
  const waitFor = async (
    predicate: (f: F) => boolean,
    timeoutMs = options.timeoutMs ?? 10_000,
  ): Promise<F> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const subscribe = (identifier: object) =>
    socket.send(JSON.stringify({ command: 'subscribe', identifier: JSON.stringify(identifier) }));
  return { socket, frames, waitFor, subscribe };
}
