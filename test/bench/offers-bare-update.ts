/**
 * The offers bench's baseline: a bare workflow update round-trip (offers-baseline-workflow.ts) on
 * the bench worker's task queue, sent by the same Temporal client the API uses, through the same
 * gate (the same number of concurrent clients) as the negotiations.
 */
import { randomUUID } from 'node:crypto';
import { benchBareUpdateWorkflow, benchFinishSignal, benchPingUpdate } from './offers-baseline-workflow.ts';
import { timed, type Gate } from './offers-gate.ts';
import type { OffersWorld } from './offers-world.ts';
import { summarise, type LatencySummary } from './stats.ts';

/** Starts `count` baseline workflows and waits until each has run its first workflow task. */
async function startBareWorkflows(world: OffersWorld, count: number, gate: Gate): Promise<string[]> {
  const { client } = world.temporal;
  const ids = Array.from({ length: count }, () => `bench-bare:${randomUUID()}`);
  await Promise.all(
    ids.map((workflowId) =>
      gate(() => client.workflow.start(benchBareUpdateWorkflow, { taskQueue: world.taskQueue, workflowId })),
    ),
  );
  // Started, scheduled, started, completed: the handler is registered, so a ping measures the update only.
  for (const id of ids) {
    while ((await client.workflow.getHandle(id).describe()).historyLength < 4)
      await new Promise((r) => setTimeout(r, 20));
  }
  return ids;
}

/** The baseline: starts `count` bare workflows, then one executeUpdate of the bare workflow per workflow, through the gate. */
export async function measureBareUpdates(
  world: OffersWorld,
  count: number,
  gate: Gate,
): Promise<LatencySummary> {
  const { client } = world.temporal;
  const ids = await startBareWorkflows(world, count, gate);
  const samples: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    ids.map((id, i) =>
      gate(() =>
        timed(samples, () => client.workflow.getHandle(id).executeUpdate(benchPingUpdate, { args: [i] })),
      ),
    ),
  );
  const summary = summarise(samples, performance.now() - t0);
  await Promise.all(ids.map((id) => gate(() => client.workflow.getHandle(id).signal(benchFinishSignal))));
  return summary;
}
