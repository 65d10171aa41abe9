import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { workerHeartbeats } from '../db/schema/index.ts';

const BEAT_EVERY_MS = 5_000;

/**
 * Keeps this worker's row in worker_heartbeats fresh while it runs and deletes it on stop, so the
 * health check sees a clean stop at once and a crash within its staleness window.
 */
export function startHeartbeat(db: Database, input: { workerId: string; taskQueue: string }) {
  const beat = () =>
    db
      .insert(workerHeartbeats)
      .values({ workerId: input.workerId, taskQueue: input.taskQueue, hostname: hostname() })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: new Date() } });
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    try {
      await beat();
    } finally {
      timer = setTimeout(() => void loop(), BEAT_EVERY_MS);
    }
  };
  void loop();
  return async function stopHeartbeat() {
    clearTimeout(timer);
    await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, input.workerId));
  };
}
