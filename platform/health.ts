/**
 * The health of the parts the product needs: PostgreSQL, the Temporal frontend, and a worker
 * polling each task queue (every lane: interactive, imports, exports). A lane counts as served when
 * a worker has a fresh heartbeat row for its queue (removed on a clean stop, stale 15 s after a
 * crash) and Temporal lists a poller on it.
 */
import type { Client, Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { gt } from 'drizzle-orm';
import type postgres from 'postgres';
import type { Database } from '../db/client.ts';
import { workerHeartbeats } from '../db/schema/index.ts';
import { laneTaskQueue, TASK_QUEUE_LANES } from '../workflows/shared/messages.ts';

// @temporalio/proto is CommonJS: Node's ESM loader sees only its default export.
const { temporal } = proto;

export const WORKER_STALE_AFTER_MS = 15_000;
const CHECK_TIMEOUT_MS = 2_000;

export type Check = { ok: boolean; detail?: string };
export type Health = {
  ok: boolean;
  checks: { database: Check; temporal: Check; worker: Check & { pollers?: number } };
};

export async function checkHealth(deps: {
  db: Database;
  sql: postgres.Sql;
  temporal: { client: Client; connection: Connection };
  /** The deployment's base queue (TEMPORAL_TASK_QUEUE): each lane's queue is derived from it. */
  taskQueue: string;
  now: Date;
}): Promise<Health> {
  const [database, temporalCheck, worker] = await Promise.all([
    check(async () => {
      await deps.sql`select 1`;
    }),
    check(() =>
      deps.temporal.connection.withDeadline(Date.now() + CHECK_TIMEOUT_MS, () =>
        deps.temporal.client.workflowService.getSystemInfo({}),
      ),
    ),
    checkWorker(deps),
  ]);
  return {
    ok: database.ok && temporalCheck.ok && worker.ok,
    checks: { database, temporal: temporalCheck, worker },
  };
}

/** Every lane served; the detail names the first that is not (none at all: 'no worker heartbeat'). */
async function checkWorker(deps: Parameters<typeof checkHealth>[0]): Promise<Check & { pollers?: number }> {
  try {
    const since = new Date(deps.now.getTime() - WORKER_STALE_AFTER_MS);
    const beats = await deps.db.select().from(workerHeartbeats).where(gt(workerHeartbeats.lastSeenAt, since));
    const queues = TASK_QUEUE_LANES.map((lane) => ({ lane, queue: laneTaskQueue(deps.taskQueue, lane) }));
    if (!queues.some(({ queue }) => beats.some((b) => b.taskQueue === queue)))
      return { ok: false, detail: 'no worker heartbeat' };
    let pollers = 0;
    for (const { lane, queue } of queues) {
      if (!beats.some((b) => b.taskQueue === queue))
        return { ok: false, detail: `no worker heartbeat on the ${lane} queue`, pollers };
      const found = await pollersOn(deps.temporal, queue);
      if (found === 0) return { ok: false, detail: `no poller on the ${lane} queue`, pollers };
      pollers += found;
    }
    return { ok: true, pollers };
  } catch (error) {
    return { ok: false, detail: describe(error) };
  }
}

async function pollersOn({ client, connection }: { client: Client; connection: Connection }, queue: string) {
  const response = await connection.withDeadline(Date.now() + CHECK_TIMEOUT_MS, () =>
    client.workflowService.describeTaskQueue({
      namespace: client.options.namespace,
      taskQueue: { name: queue, kind: temporal.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
    }),
  );
  return response.pollers?.length ?? 0;
}

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await withTimeout(probe(), CHECK_TIMEOUT_MS);
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: describe(error) };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unavailable';
}
