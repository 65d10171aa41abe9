import { NativeConnection, Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities/index.ts';
import { createLocalPorts } from '../activities/ports/index.ts';
import type { TemporalAuth } from '../platform/env.ts';
import { connectionOptionsOf } from '../platform/temporal/connection.ts';
import { laneTaskQueue, TASK_QUEUE_LANES, type TaskQueueLane } from '../workflows/shared/messages.ts';
import { activeTracing } from '../platform/telemetry/tracing.ts';
import { workerTracing, workflowTracingModule } from './tracing.ts';
import { safeActivityFailures } from './activity-failures.ts';
import { requestIdActivities } from './request-id.ts';
import { bundleWorkflows } from './workflow-bundle.ts';
import { workersAsOne } from './workers-as-one.ts';

/**
 * Builds the marketplace worker: every workflow of the bundle and every activity, on the queue of
 * each lane it is given (all three by default), one SDK Worker per lane over one connection, one
 * workflow bundle and one set of activities. A lane's concurrency caps the activities it runs at once.
 */
export async function createWorker(input: {
  address: string;
  /** Temporal Cloud's credentials (platform/env.ts); none for the dev server. */
  auth?: TemporalAuth | undefined;
  namespace: string;
  /** The deployment's base queue (TEMPORAL_TASK_QUEUE): the interactive lane's. */
  taskQueue: string;
  /** The lanes this process polls (WORKER_TASK_QUEUES); all by default. */
  lanes?: readonly TaskQueueLane[];
  /** Activities run at once per lane (WORKER_<LANE>_CONCURRENCY); the SDK's default where unset. */
  concurrency?: Partial<Record<TaskQueueLane, number>>;
  /** The ports default to the local ones (sandboxes, files where env says), built here once. */
  deps: Omit<ActivityDeps, 'ports'> & { ports?: ActivityDeps['ports'] };
  /** The prebuilt workflow bundle; none: workflows/ is bundled here (seconds at every start). */
  workflowBundle?: WorkflowBundleOption | undefined;
}) {
  const connection = await NativeConnection.connect(connectionOptionsOf(input));
  const tracing = activeTracing();
  const traced = tracing ? workerTracing(tracing) : undefined;
  // The workflow interceptors live inside the bundle: one bundled here takes them while tracing is
  // on; a prebuilt one (the image's) carries none, so its workflow tasks have no spans of their own.
  const workflowBundle =
    input.workflowBundle ?? (await bundleWorkflows(traced ? [workflowTracingModule] : []));
  const activities = createActivities({ ...input.deps, ports: input.deps.ports ?? localPortsOf(input.deps) });
  const lanes = input.lanes ?? TASK_QUEUE_LANES;
  const workers = await Promise.all(
    lanes.map((lane) => {
      const maxActivities = input.concurrency?.[lane];
      return Worker.create({
        connection,
        namespace: input.namespace,
        taskQueue: laneTaskQueue(input.taskQueue, lane),
        workflowBundle,
        activities,
        ...(maxActivities ? { maxConcurrentActivityTaskExecutions: maxActivities } : {}),
        // The activity's span sees its error after safeActivityFailures took the SQL parameters out;
        // the request id's log fields sit inside the span, so its lines carry both ids.
        interceptors: {
          activity: traced
            ? [traced.activity, requestIdActivities, safeActivityFailures]
            : [requestIdActivities, safeActivityFailures],
        },
        ...(traced ? { sinks: traced.sinks } : {}),
      });
    }),
  );
  const queues = lanes.map((lane) => laneTaskQueue(input.taskQueue, lane));
  return { worker: workersAsOne(workers), workers, connection, queues };
}

/** The local ports (sandboxes, files under env.filesDir) the worker runs with unless given others. */
export function localPortsOf(deps: Omit<ActivityDeps, 'ports'>) {
  return createLocalPorts({
    db: deps.db,
    now: deps.now,
    filesDir: deps.env.filesDir,
    s3: deps.env.s3,
    cardLatencyMs: deps.env.sandboxCardLatencyMs,
  });
}
