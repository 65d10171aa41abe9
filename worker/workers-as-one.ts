import type { Worker } from '@temporalio/worker';

/**
 * The SDK Workers of one process (one per task-queue lane) run and stop together: `run` resolves
 * once every one has drained, and `shutdown` stops those running (a second call, as from a second
 * signal, is harmless; one before `run` makes `run` drain as soon as it starts).
 */
export function workersAsOne(workers: readonly Worker[]) {
  let stopAsked = false;
  const shutdown = () => {
    stopAsked = true;
    for (const worker of workers) if (worker.getState() === 'RUNNING') worker.shutdown();
  };
  const run = async (): Promise<void> => {
    const runs = workers.map((worker) => worker.run());
    // Asked to stop before running (a signal while the process was starting): drain at once.
    if (stopAsked) shutdown();
    try {
      await Promise.all(runs);
    } catch (error) {
      // One lane failed: stop the others so the process ends instead of running half a worker.
      shutdown();
      await Promise.allSettled(runs);
      throw error;
    }
  };
  return {
    run,
    shutdown,
    /** Runs until `promise` settles, then stops and drains (Worker.runUntil for several). */
    async runUntil<R>(promise: Promise<R>): Promise<R> {
      const running = run();
      const stopped = running.then(() => {
        throw new Error('the workers stopped before the awaited promise settled');
      });
      try {
        return await Promise.race([promise, stopped]);
      } finally {
        shutdown();
        await running;
      }
    },
  };
}
