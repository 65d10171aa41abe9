/** The worker process: runs workflows and activities, keeps schedules in sync, reports a heartbeat. */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { sandboxesIn } from '../activities/ports/sandboxes.ts';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../platform/env.ts';
import { createLogger } from '../platform/logger.ts';
import { enforceSandboxPolicy } from '../platform/sandbox-guard.ts';
import { connectTemporal } from '../platform/temporal/connection.ts';
import { createWorker, localPortsOf } from './create-worker.ts';
import { startTracingFromEnv } from '../platform/telemetry/tracing.ts';
import { prometheusOn } from './metrics.ts';
import { startHeartbeat } from './heartbeat.ts';
import { syncSchedules } from './sync-schedules.ts';
import { workflowBundleAt } from './workflow-bundle.ts';

const env = readEnv();
const logger = createLogger({ level: env.logLevel, base: { service: 'worker' } });
const sdkLogger = logger.child({ component: 'temporal' });
// Before the worker is built: its interceptors and sinks are installed only while it is on.
const tracing = startTracingFromEnv(env.telemetry, 'worker');
// The prebuilt bundle (its traced twin while tracing is on), checked before anything opens.
const workflowBundle = workflowBundleAt(env.temporal.workflowBundle, { traced: tracing !== undefined });
const SDK_LEVELS = { TRACE: 'debug', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;
// Signals are handled here, not by the SDK: its handlers only reach workers that already exist,
// so a stop requested while the worker is still starting would be lost. The SDK's own lines go
// through our logger, so they are scrubbed like ours (a failed query's parameters among them).
Runtime.install({
  logger: new DefaultLogger(env.logLevel === 'debug' ? 'DEBUG' : 'WARN', (entry) =>
    sdkLogger[SDK_LEVELS[entry.level]](entry.message, entry.meta),
  ),
  shutdownSignals: [],
  // Workflow and activity latency and failures, as Prometheus text served by the Temporal runtime
  // itself (the API serves its own on its internal port, api/routes/health).
  ...(env.telemetry.temporalMetricsAddress
    ? { telemetryOptions: { metrics: prometheusOn(env.telemetry.temporalMetricsAddress) } }
    : {}),
});

const running: { worker?: { shutdown(): void }; stopping?: boolean } = {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl-C reaches every process of the terminal's group and `npm start` then sends SIGTERM too:
    // a second shutdown() throws IllegalStateError, so the first signal is the one that counts.
    if (running.stopping) return;
    running.stopping = true;
    logger.info('worker stopping', { signal });
    if (running.worker) running.worker.shutdown();
    else process.exit(0); // nothing is running yet, so nothing to drain
  });
}

const database = openDatabase(env.databaseUrl, { max: env.databasePoolMax ?? 5 });
const now = () => new Date();
const ports = localPortsOf({ db: database.db, env, now });
enforceSandboxPolicy(env, sandboxesIn(ports), logger);
const created = await createWorker({
  address: env.temporal.address,
  auth: env.temporal.auth,
  namespace: env.temporal.namespace,
  taskQueue: env.temporal.taskQueue,
  lanes: env.worker.lanes,
  concurrency: env.worker.concurrency,
  deps: { db: database.db, env, now, ports },
  workflowBundle,
});
running.worker = created.worker;
const temporal = connectTemporal(env);
await syncSchedules(temporal.client, env.temporal.taskQueue);

// One heartbeat row per queue polled: the health check looks for a worker on every lane.
const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
const stopHeartbeats = created.queues.map((taskQueue) =>
  startHeartbeat(database.db, {
    workerId: `${workerId}:${taskQueue}`,
    taskQueue,
    onBeatFailed: (error) => logger.warn('heartbeat failed; retrying at the next beat', { error }),
  }),
);
const stopHeartbeat = () => Promise.all(stopHeartbeats.map((stop) => stop()));
logger.info('worker running', { taskQueues: created.queues });

try {
  await created.worker.run(); // resolves once shutdown() has drained in-flight tasks
} finally {
  await stopHeartbeat().catch((error: unknown) =>
    logger.warn('could not remove the heartbeat row', { error }),
  );
  await Promise.allSettled([database.close(), temporal.close(), created.connection.close(), tracing?.stop()]);
  logger.info('worker stopped');
}
