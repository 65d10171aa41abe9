import { NativeConnection, Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities/index.ts';
import { createLocalPorts } from '../activities/ports/index.ts';
import type { TemporalAuth } from '../platform/env.ts';
import { connectionOptionsOf } from '../platform/temporal/connection.ts';
import { safeActivityFailures } from './activity-failures.ts';
import { workflowsPath } from './workflow-bundle.ts';

/** Builds the marketplace worker: every workflow of the bundle and every activity, on one task queue. */
export async function createWorker(input: {
  address: string;
  /** Temporal Cloud's credentials (platform/env.ts); none for the dev server. */
  auth?: TemporalAuth | undefined;
  namespace: string;
  taskQueue: string;
  /** The ports default to the local ones (sandboxes and files under env.filesDir), built here once. */
  deps: Omit<ActivityDeps, 'ports'> & { ports?: ActivityDeps['ports'] };
  /** The prebuilt workflow bundle; none: workflows/ is bundled here (seconds at every start). */
  workflowBundle?: WorkflowBundleOption | undefined;
}) {
  const connection = await NativeConnection.connect(connectionOptionsOf(input));
  const worker = await Worker.create({
    connection,
    namespace: input.namespace,
    taskQueue: input.taskQueue,
    ...(input.workflowBundle ? { workflowBundle: input.workflowBundle } : { workflowsPath }),
    activities: createActivities({ ...input.deps, ports: input.deps.ports ?? localPortsOf(input.deps) }),
    interceptors: { activity: [safeActivityFailures] },
  });
  return { worker, connection };
}

/** The local ports (sandboxes, files under env.filesDir) the worker runs with unless given others. */
export function localPortsOf(deps: Omit<ActivityDeps, 'ports'>) {
  return createLocalPorts({
    db: deps.db,
    now: deps.now,
    filesDir: deps.env.filesDir,
    cardLatencyMs: deps.env.sandboxCardLatencyMs,
  });
}
