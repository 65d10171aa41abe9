/** The worker process: runs workflows and activities, keeps schedules in sync, reports a heartbeat. */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../platform/env.ts';
import { createLogger } from '../platform/logger.ts';
import { connectTemporal } from '../platform/temporal.ts';
import { createWorker } from './create-worker.ts';
import { startHeartbeat } from './heartbeat.ts';
import { syncSchedules } from './sync-schedules.ts';

const env = readEnv();
const logger = createLogger({ level: env.logLevel, base: { service: 'worker' } });
Runtime.install({ logger: new DefaultLogger(env.logLevel === 'debug' ? 'DEBUG' : 'WARN') });

const database = openDatabase(env.databaseUrl, { max: 5 });
const { worker, connection } = await createWorker({
  address: env.temporal.address,
  namespace: env.temporal.namespace,
  taskQueue: env.temporal.taskQueue,
  deps: { db: database.db, env, now: () => new Date() },
});
const temporal = connectTemporal(env);
await syncSchedules(temporal.client, env.temporal.taskQueue);

const stopHeartbeat = startHeartbeat(database.db, {
  workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  taskQueue: env.temporal.taskQueue,
});
logger.info('worker running', { taskQueue: env.temporal.taskQueue });
if (process.send) process.send({ type: 'ready' });

// Worker.run() handles SIGINT/SIGTERM itself: it stops polling and drains before resolving.
try {
  await worker.run();
} finally {
  await stopHeartbeat().catch((error: unknown) => logger.warn('could not remove the heartbeat row', { error }));
  await Promise.allSettled([database.close(), temporal.close(), connection.close()]);
  logger.info('worker stopped');
}
