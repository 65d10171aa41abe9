/**
 * The activities the worker registers. Each closes over the process's dependencies; workflows
 * import only the `Activities` type, never this module's values.
 */
import type { Database } from '../db/client.ts';
import type { Env } from '../platform/env.ts';
import { purgeExpiredIdentityRecords } from './maintenance/purge-expired.ts';

export type ActivityDeps = { db: Database; env: Env; now: () => Date };

export function createActivities(deps: ActivityDeps) {
  return {
    /** Removes expired sessions and stale login failures; idempotent. */
    async purgeExpiredIdentityRecords() {
      return purgeExpiredIdentityRecords(deps.db, deps.now(), deps.env.session);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
