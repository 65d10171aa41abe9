/** The API process: HTTP (API + SPA) and the /cable WebSocket on one port. */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { authenticateSession, findLiveSessionIds } from '../activities/identity/sessions.ts';
import { createLocalPorts } from '../activities/ports/index.ts';
import { sandboxesIn } from '../activities/ports/sandboxes.ts';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../platform/env.ts';
import { createLogger } from '../platform/logger.ts';
import { enforceSandboxPolicy } from '../platform/sandbox-guard.ts';
import { connectTemporal } from '../platform/temporal/connection.ts';
import { startTracingFromEnv } from '../platform/telemetry/tracing.ts';
import { createApp } from './app.ts';
import { createInternalApp } from './routes/health/internal-app.ts';
import { sessionTokenFromCookieHeader } from './middleware/session-cookie.ts';
import { createRealtime } from './realtime/index.ts';

const env = readEnv();
const logger = createLogger({ level: env.logLevel, base: { service: 'api' } });
// Before the Temporal client and the app are built: they install their spans only while it is on.
const tracing = startTracingFromEnv(env.telemetry, 'api');
const database = openDatabase(env.databaseUrl, { max: env.databasePoolMax ?? 10 });
const temporal = connectTemporal(env);
const now = () => new Date();

const ports = createLocalPorts({
  db: database.db,
  now,
  filesDir: env.filesDir,
  s3: env.s3,
  cardLatencyMs: env.sandboxCardLatencyMs,
});
enforceSandboxPolicy(env, sandboxesIn(ports), logger);
const deps = { db: database.db, sql: database.sql, env, logger, temporal, now, ports };
const app = createApp(deps);
const realtime = createRealtime({
  databaseUrl: env.databaseUrl,
  allowedOrigins: env.publicOrigins,
  logger: logger.child({ component: 'cable' }),
  authenticate: async (request) => {
    const token = sessionTokenFromCookieHeader(request.headers.cookie, env);
    return token ? authenticateSession(database.db, token, now(), env.session) : null;
  },
  sessions: {
    stillLive: (ids) => findLiveSessionIds(database.db, ids, now(), env.session),
    checkEveryMs: env.cable.sessionCheckMs,
  },
});

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info('api listening', { port: info.port });
  if (process.send) process.send({ type: 'listening', port: info.port });
});
realtime.attach(server as Server);
const internal = env.internal
  ? serve(
      { fetch: createInternalApp(deps).fetch, port: env.internal.port, hostname: env.internal.host },
      (info) => logger.info('internal health listening', { port: info.port }),
    )
  : undefined;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('api stopping', { signal });
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (internal) await new Promise<void>((resolve) => internal.close(() => resolve()));
  await Promise.allSettled([database.close(), temporal.close(), tracing?.stop()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
