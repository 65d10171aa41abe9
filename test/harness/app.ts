import { inject } from 'vitest';
import { createLocalPorts } from '../../activities/ports/index.ts';
import { createApp } from '../../api/app.ts';
import { readEnv } from '../../platform/env.ts';
import { createLogger } from '../../platform/logger.ts';
import { connectTemporal } from '../../platform/temporal/connection.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestDatabase } from './database.ts';
import { testNamespace } from './namespaces.ts';
import './provided.ts';

export const ORIGIN = 'http://localhost:3000';

export type Credentials =
  | { kind: 'session'; cookie: string; csrf: string }
  | { kind: 'token'; token: string }
  | { kind: 'anonymous' };

type CallOptions = {
  as?: Credentials;
  body?: unknown;
  headers?: Record<string, string>;
  rawBody?: string;
  /** The socket address the call comes from (none: the address is 'unknown'). */
  from?: string;
};

/**
 * The real API application over a fresh database and the shared Temporal dev server, called
 * in-process with app.request() (no sockets). Logs are captured for the log-scrubbing checks.
 */
export async function createTestContext(
  options: { taskQueue?: string; filesDir?: string; env?: Record<string, string> } = {},
) {
  const database = await createTestDatabase();
  const env = readEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATABASE_OWNER_URL: database.ownerUrl,
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_NAMESPACE: testNamespace(),
    TEMPORAL_TASK_QUEUE: options.taskQueue ?? 'marketplace',
    PUBLIC_ORIGINS: ORIGIN,
    ...(options.filesDir ? { FILES_DIR: options.filesDir } : {}),
    ...options.env,
  });
  const temporal = connectTemporal(env);
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
  let frozen: Date | undefined;
  const now = () => frozen ?? new Date();
  const ports = createLocalPorts({ db: database.db, now, filesDir: env.filesDir, s3: env.s3 });
  const app = createApp(
    { db: database.db, sql: database.sql, env, logger, temporal, now, ports },
    { serveSpa: false },
  );

  async function call(method: string, path: string, options: CallOptions = {}) {
    const as = options.as ?? { kind: 'anonymous' };
    const headers: Record<string, string> = {};
    if (as.kind === 'session')
      Object.assign(headers, { authorization: 'Web', cookie: as.cookie, 'x-csrf-token': as.csrf });
    if (as.kind === 'token') headers.authorization = `Bearer ${as.token}`;
    // A FormData body goes as multipart (its boundary in the content type fetch writes); the rest as JSON.
    const form = options.body instanceof FormData ? options.body : undefined;
    if (!form && (options.body !== undefined || options.rawBody !== undefined))
      headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers);
    const body =
      form ?? options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    // @hono/node-server's bindings, as its server passes them: the socket the request came on.
    const bindings = options.from ? { incoming: { socket: { remoteAddress: options.from } } } : undefined;
    return app.request(path, { method, headers, ...(body === undefined ? {} : { body }) }, bindings);
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<Credentials & { kind: 'session' }> {
    const response = await call('POST', '/api/v1/session', {
      body: { email, password },
      headers: { authorization: 'Web' },
    });
    if (response.status !== 200)
      throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { csrf_token } = (await response.json()) as { csrf_token: string };
    return { kind: 'session', cookie, csrf: csrf_token };
  }

  async function issueToken(email: string): Promise<Credentials & { kind: 'token' }> {
    const session = await login(email);
    const response = await call('POST', '/api/v1/access_tokens', {
      as: session,
      body: { name: 'test', current_password: DEMO_PASSWORD },
    });
    const { token } = (await response.json()) as { token: string };
    return { kind: 'token', token };
  }

  return {
    app,
    env,
    db: database.db,
    sql: database.sql,
    logs,
    temporal,
    ports,
    call,
    login,
    issueToken,
    setNow: (date: Date | undefined) => {
      frozen = date;
    },
    close: async () => {
      await temporal.close();
      await database.drop();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The context's database, Temporal, task queue and namespace, for an API or worker process of its own. */
export function processStackOf(t: TestContext) {
  return {
    databaseUrl: t.env.databaseUrl,
    temporalAddress: t.env.temporal.address,
    taskQueue: t.env.temporal.taskQueue,
    namespace: t.env.temporal.namespace,
    workflowBundle: inject('workflowBundlePath'),
  };
}
