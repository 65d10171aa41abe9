/**
 * A /cable socket lives no longer than its session (issue 10): logout, a new login, a password
 * change, suspension and expiry close it, whichever API process holds it. Real API processes and a
 * real WebSocket client, as a browser tab would connect.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { digest } from '../../../activities/identity/tokens.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestDatabase } from '../../harness/database.ts';
import { startApiProcess } from '../../harness/processes.ts';
import { testNamespace } from '../../harness/namespaces.ts';

type Api = Awaited<ReturnType<typeof startApiProcess>>;
type Frame = { type?: string; reason?: string; reconnect?: boolean; identifier?: string };
type Session = { cookie: string; csrf: string };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let apiA: Api;
let apiB: Api;

beforeAll(async () => {
  database = await createTestDatabase();
  const stack = {
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    namespace: testNamespace(),
  };
  // The sweep for expired sessions runs every second here (30 s in production).
  const fast = { CABLE_SESSION_CHECK_SECONDS: '1' };
  [apiA, apiB] = await Promise.all([
    startApiProcess(stack, 'api-a', fast),
    startApiProcess(stack, 'api-b', fast),
  ]);
});
afterAll(async () => {
  await Promise.all([apiA?.stop(), apiB?.stop()]);
  await database?.drop();
});

async function logIn(api: Api, email: string, password = DEMO_PASSWORD, cookie?: string): Promise<Session> {
  const response = await fetch(`${api.url}/api/v1/session`, {
    method: 'POST',
    headers: {
      authorization: 'Web',
      'content-type': 'application/json',
      origin: api.url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { csrf_token: string };
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, csrf: body.csrf_token };
}

const call = (api: Api, method: string, path: string, session: Session, body?: unknown) =>
  fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: 'Web',
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      origin: api.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A browser tab's socket, subscribed to its user channel and confirmed. */
async function connect(api: Api, session: Session) {
  const frames: Frame[] = [];
  const socket = new WebSocket(`${api.url.replace('http', 'ws')}/cable`, ['actioncable-v1-json'], {
    headers: { origin: api.url, cookie: session.cookie },
  });
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as Frame));
  const closed = once(socket, 'close').then(([code]) => code as number);
  await once(socket, 'open');
  socket.send(
    JSON.stringify({ command: 'subscribe', identifier: JSON.stringify({ channel: 'UserChannel' }) }),
  );
  await expect.poll(() => frames.some((f) => f.type === 'confirm_subscription')).toBe(true);
  return { socket, frames, closed };
}

/** Waits for the server to say goodbye and close; fails if it does not within the time. */
async function expectClosed(client: Awaited<ReturnType<typeof connect>>, withinMs = 5_000) {
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), withinMs));
  expect(await Promise.race([client.closed, timeout])).toBe(1000);
  expect(client.frames.at(-1)).toEqual({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
}

/** Gives a socket time to be closed wrongly, then checks it is still open. */
async function expectStillOpen(client: Awaited<ReturnType<typeof connect>>) {
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(client.socket.readyState).toBe(WebSocket.OPEN);
}

const sql = () => database.sql;
/** The stored digest of a session cookie's token. */
const hashOf = (session: Session) => digest(session.cookie.slice(session.cookie.indexOf('=') + 1));

describe('/cable sockets end with their session', () => {
  it('closes the socket of a session that logs out, on another API process too', async () => {
    const session = await logIn(apiB, 'pharmacy@example.com');
    const onA = await connect(apiA, session);
    const onB = await connect(apiB, session);
    expect((await call(apiB, 'DELETE', '/api/v1/session', session)).status).toBe(204);
    await expectClosed(onA);
    await expectClosed(onB);
  });

  it('closes the socket of the session a new login replaces', async () => {
    const first = await logIn(apiA, 'seller@example.com');
    const client = await connect(apiA, first);
    await logIn(apiB, 'seller@example.com', DEMO_PASSWORD, first.cookie);
    await expectClosed(client);
  });

  it("closes the sockets of the sessions a password change ends, and keeps the changer's", async () => {
    const changer = await logIn(apiA, 'supplier2@example.com');
    const other = await logIn(apiB, 'supplier2@example.com');
    const changerSocket = await connect(apiA, changer);
    const otherSocket = await connect(apiA, other);
    const passphrase = 'A whole new passphrase, 2031!';
    const changed = await call(apiA, 'PUT', '/api/v1/users/me/password', changer, {
      current_password: DEMO_PASSWORD,
      password: passphrase,
      password_confirmation: passphrase,
    });
    expect(changed.status).toBe(200);
    await expectClosed(otherSocket);
    await expectStillOpen(changerSocket);
    changerSocket.socket.close();
  });

  it('closes the sockets of an account when it is suspended, and of a user when disabled', async () => {
    const admin = await logIn(apiA, 'supplier@example.com');
    const member = await logIn(apiB, 'supplier.member@example.com');
    const pharmacy = await logIn(apiA, 'pharmacy.member@example.com');
    const adminSocket = await connect(apiA, admin);
    const memberSocket = await connect(apiB, member);
    const pharmacySocket = await connect(apiB, pharmacy);
    // Suspension has no route yet (support's form is a later issue): the desk's SQL does it.
    await sql()`update accounts set status = 'suspended'
      where id = (select account_id from users where email = 'supplier@example.com')`;
    await expectClosed(adminSocket);
    await expectClosed(memberSocket);
    await expectStillOpen(pharmacySocket);
    await sql()`update users set disabled_at = now() where email = 'pharmacy.member@example.com'`;
    await expectClosed(pharmacySocket);
  });

  it('closes the socket when its session expires, idle or past its lifetime', async () => {
    const idle = await logIn(apiA, 'support@example.com');
    const old = await logIn(apiB, 'support@example.com');
    const idleSocket = await connect(apiA, idle);
    const oldSocket = await connect(apiB, old);
    // Time passes for the database's clock: no row is revoked, nothing is notified.
    await sql()`update sessions set last_seen_at = now() - interval '31 minutes'
      where token_hash = ${hashOf(idle)}`;
    await expectClosed(idleSocket);
    await expectStillOpen(oldSocket);
    await sql()`update sessions set expires_at = now() - interval '1 second'
      where token_hash = ${hashOf(old)}`;
    await expectClosed(oldSocket);
  });
});
