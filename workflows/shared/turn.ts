/**
 * The turn lock: one step at a time. A workflow's update handlers, signals and its own timers
 * (a reminder, an expiry) each take the turn, so no step interleaves with another at an await.
 * Until `ready()` (the record is loaded) every step waits.
 */
import { condition } from '@temporalio/workflow';

export type Turn = { take: <T>(run: () => Promise<T>) => Promise<T> };

/** A lock held by one step at a time, opened once `ready()` answers true. */
export function turnLock(ready: () => boolean = () => true): Turn {
  let busy = false;
  return {
    take: async (run) => {
      await condition(() => ready() && !busy);
      busy = true;
      try {
        return await run();
      } finally {
        busy = false;
      }
    },
  };
}
