import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { workerHeartbeats } from '../db/schema/index.ts';

const BEAT_EVERY_MS = 5_000;

/**
 * Keeps this worker's row in worker_heartbeats fresh while it runs and deletes it on stop, so the
 * health check sees a clean stop at once and a crash within its staleness window. A beat that fails
 * (the database restarting) is reported and retried at the next beat, never thrown: a missed beat
 * must not take the worker down. Stopping waits for a beat in flight, so none lands after the delete.
 */
export function startHeartbeat(
  db: Database,
  input: { workerId: string; taskQueue: string; onBeatFailed?: (error: unknown) => void },
) {
  const beat = () =>
    db
      .insert(workerHeartbeats)
      .values({ workerId: input.workerId, taskQueue: input.taskQueue, hostname: hostname() })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: new Date() } });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const loop = () => {
    inFlight = beat().then(
      () => undefined,
      (error: unknown) => input.onBeatFailed?.(error),
    );
    void inFlight.then(() => {
      if (!stopped) timer = setTimeout(loop, BEAT_EVERY_MS);
    });
  };
  loop();
  return async function stopHeartbeat() {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
    await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, input.workerId));
  };
}
