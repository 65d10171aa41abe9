/**
 * Two API processes share one PostgreSQL: an event published in process B reaches a socket held
 * by process A (LISTEN/NOTIFY fan-out), and the ActionCable handshake, subscribe, confirm, reject
 * and ping messages behave as spec §4 and §7 (web socket on the cable URL) describe.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';

const ROOT = resolve(import.meta.dirname, '../../..');
const NODE = resolve(ROOT, 'node_modules/.bin/node');
const FIXTURE = resolve(ROOT, 'test/integration/realtime/fixtures/cable-server.ts');
const ALLOWED_ORIGIN = 'http://localhost:3000';
/** Marks the fixtures' own database sessions, so the test can cut exactly their LISTEN. */
const APP_NAME = `cable-fanout-${randomUUID().slice(0, 8)}`;

const USER_CHANNEL = JSON.stringify({ channel: 'UserChannel' });
const accountChannel = (id: string) => JSON.stringify({ channel: 'AccountChannel', account_id: id });

type Frame = { type?: string; identifier?: string; message?: unknown };
type Process = { child: ChildProcess; port: number; logs: string[] };
type Client = {
  socket: WebSocket;
  frames: Frame[];
  waitFor(predicate: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  send(value: unknown): void;
  subscribe(identifier: string): void;
};

function databaseUrl(): string {
  let injected: unknown;
  try {
    injected = (inject as (key: string) => unknown)('databaseUrl');
  } catch {
    injected = undefined;
  }
  if (typeof injected === 'string' && injected !== '') return injected;
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function startProcess(url: string): Promise<Process> {
  const child = spawn(NODE, [FIXTURE], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PGAPPNAME: APP_NAME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`fixture did not start in 120 s:\n${logs.join('')}`)),
      120_000,
    );
    child.once('exit', (code) => fail(new Error(`fixture exited ${code}:\n${logs.join('')}`)));
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
  });
  return { child, port, logs };
}

async function stopProcess(process: Process | undefined): Promise<void> {
  if (!process || process.child.exitCode !== null) return;
  const exited = once(process.child, 'exit');
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function connect(port: number, options: { user?: string; origin?: string } = {}): Promise<Client> {
  const headers: Record<string, string> = {};
  if (options.user) headers['x-test-user'] = options.user;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/cable`, 'actioncable-v1-json', {
    headers,
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as Frame);
    for (const wake of waiters) wake();
  });
  await once(socket, 'open');
  expect(socket.protocol).toBe('actioncable-v1-json');
  const client: Client = {
    socket,
    frames,
    send: (value) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    subscribe: (identifier) => client.send({ command: 'subscribe', identifier }),
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((done, fail) => {
        const check = () => {
          const frame = frames.find(predicate);
          if (!frame) return;
          cleanup();
          done(frame);
        };
        const timer = setTimeout(() => {
          cleanup();
          fail(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
  return client;
}

const confirmed = (identifier: string) => (f: Frame) =>
  f.identifier === identifier && f.type === 'confirm_subscription';
const rejected = (identifier: string) => (f: Frame) =>
  f.identifier === identifier && f.type === 'reject_subscription';
const delivered =
  (identifier: string, predicate: (message: Record<string, unknown>) => boolean) => (f: Frame) =>
    f.identifier === identifier &&
    f.type === undefined &&
    predicate((f.message ?? {}) as Record<string, unknown>);

async function publishVia(process: Process, stream: string, message: unknown): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.port}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stream, message }),
  });
  expect(response.status).toBe(204);
}

/** Publishes probes until the client sees one: proves the other process is LISTENing. */
async function awaitFanOut(via: Process, client: Client, stream: string, identifier: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let probe = 0; Date.now() < deadline; probe++) {
    await publishVia(via, stream, { probe });
    const seen = await client
      .waitFor(
        delivered(identifier, (m) => m.probe === probe),
        300,
      )
      .then(
        () => true,
        () => false,
      );
    if (seen) return;
  }
  throw new Error(`no fan-out on ${stream} within 10 s`);
}

describe('cable fan-out across two API processes', { timeout: 30_000 }, () => {
  const url = databaseUrl();
  let a: Process | undefined;
  let b: Process | undefined;
  let u1: Client;
  let u2: Client;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([startProcess(url), startProcess(url)]);
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await Promise.all([stopProcess(a), stopProcess(b)]);
  });

  it('welcomes, confirms own channels and pings when the user is authenticated', async () => {
    u1 = await connect(a!.port, { user: 'u1:a1', origin: ALLOWED_ORIGIN });
    sockets.push(u1.socket);
    await u1.waitFor((f) => f.type === 'welcome');
    // Malformed frames are ignored and do not hurt the connection.
    u1.send('not json');
    u1.send({ command: 'subscribe' });
    u1.subscribe(USER_CHANNEL);
    u1.subscribe(accountChannel('a1'));
    await u1.waitFor(confirmed(USER_CHANNEL));
    await u1.waitFor(confirmed(accountChannel('a1')));
    const ping = await u1.waitFor((f) => f.type === 'ping', 5000);
    expect(typeof ping.message).toBe('number');
  });

  it('rejects a foreign AccountChannel and an unknown channel', async () => {
    const foreign = accountChannel('a2');
    const unknown = JSON.stringify({ channel: 'AdminChannel' });
    u1.subscribe(foreign);
    u1.subscribe(unknown);
    await u1.waitFor(rejected(foreign));
    await u1.waitFor(rejected(unknown));
  });

  it('welcomes an anonymous connection but rejects its subscriptions', async () => {
    const anonymous = await connect(a!.port);
    sockets.push(anonymous.socket);
    await anonymous.waitFor((f) => f.type === 'welcome');
    anonymous.subscribe(USER_CHANNEL);
    await anonymous.waitFor(rejected(USER_CHANNEL));
  });

  it('refuses the upgrade with 403 when the Origin is foreign', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${a!.port}/cable`, 'actioncable-v1-json', {
      origin: 'https://evil.example',
      headers: { 'x-test-user': 'u1:a1' },
    });
    socket.on('error', () => {});
    const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(response.statusCode).toBe(403);
    socket.terminate();
  });

  it('closes the socket when a frame exceeds the size limit', async () => {
    const client = await connect(a!.port, { user: 'u1:a1' });
    client.send('x'.repeat(70 * 1024));
    const [code] = (await once(client.socket, 'close')) as [number];
    expect(code).toBe(1009);
  });

  it('delivers an event published by process B to the subscriber on process A, and to no one else', async () => {
    u2 = await connect(b!.port, { user: 'u2:a2', origin: ALLOWED_ORIGIN });
    sockets.push(u2.socket);
    u2.subscribe(USER_CHANNEL);
    await u2.waitFor(confirmed(USER_CHANNEL));
    await awaitFanOut(b!, u1, 'user:u1', USER_CHANNEL);
    await awaitFanOut(a!, u2, 'user:u2', USER_CHANNEL);

    await publishVia(b!, 'user:u1', { type: 'notification', message: 'for u1' });
    // NOTIFY is delivered in commit order, so u2's own event arriving proves u1's was not sent to u2.
    await publishVia(a!, 'user:u2', { type: 'notification', message: 'for u2' });
    await u1.waitFor(delivered(USER_CHANNEL, (m) => m.message === 'for u1'));
    await u2.waitFor(delivered(USER_CHANNEL, (m) => m.message === 'for u2'));
    const u2Messages = u2.frames.filter((f) => f.type === undefined).map((f) => f.message);
    expect(u2Messages).not.toContainEqual({ type: 'notification', message: 'for u1' });
    expect(u1.frames.filter((f) => f.type === undefined).map((f) => f.message)).not.toContainEqual({
      type: 'notification',
      message: 'for u2',
    });
  });

  it('delivers an account event to the account subscription', async () => {
    await publishVia(b!, 'account:a1', { type: 'order_placed', id: 'o1' });
    const frame = await u1.waitFor(delivered(accountChannel('a1'), (m) => m.type === 'order_placed'));
    expect(frame.message).toEqual({ type: 'order_placed', id: 'o1' });
  });

  it('answers 500 with a clear error when the published payload is too large for NOTIFY', async () => {
    const response = await fetch(`http://127.0.0.1:${b!.port}/publish`, {
      method: 'POST',
      body: JSON.stringify({ stream: 'user:u1', message: { blob: 'x'.repeat(9000) } }),
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/NOTIFY allows at most/);
  });

  it('keeps delivering after the LISTEN connection is cut (postgres.js re-listens)', async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const cut = await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${APP_NAME} and query ilike 'listen%'`;
      expect(cut.length).toBe(2);
    } finally {
      await sql.end({ timeout: 1 });
    }
    await awaitFanOut(b!, u1, 'user:u1', USER_CHANNEL);
  });
});
