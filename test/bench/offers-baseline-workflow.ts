/**
 * The bare-update baseline of the offers bench: a workflow whose one update handler answers at
 * once (no validator, no activity, no state), kept open until told to finish. Its executeUpdate
 * round-trip is what a negotiation's `respond` costs before any of the product's own work.
 * Deterministic workflow code: it runs in the bench worker's bundle (offers-bench-workflows.ts).
 */
import { condition, defineSignal, defineUpdate, setHandler } from '@temporalio/workflow';

export const benchPingUpdate = defineUpdate<number, [number]>('benchPing');
export const benchFinishSignal = defineSignal('benchFinish');

/** Answers every `benchPing` with its argument at once; completes on `benchFinish`. */
export async function benchBareUpdateWorkflow(): Promise<void> {
  let finished = false;
  setHandler(benchPingUpdate, (n) => n);
  setHandler(benchFinishSignal, () => {
    finished = true;
  });
  await condition(() => finished);
}
