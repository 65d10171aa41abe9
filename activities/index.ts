/**
 * The activities the worker registers. Each closes over the process's dependencies; workflows
 * import only the `Activities` type, never this module's values.
 */
import { activityInfo, heartbeat } from '@temporalio/activity';
import type { Database } from '../db/client.ts';
import type { Env } from '../platform/env.ts';
import { importFileChunked, type ImportCheckpoint } from './imports/import-file.ts';
import { markImportCompleted, markImportFailed, markImportRunning } from './imports/job-status.ts';
import { purgeExpiredIdentityRecords } from './maintenance/purge-expired.ts';
import { localFileStore, type FileStore } from './ports/file-store.ts';

/** `files` defaults to the local directory of `env.filesDir`. */
export type ActivityDeps = { db: Database; env: Env; now: () => Date; files?: FileStore };

export function createActivities(deps: ActivityDeps) {
  const files = deps.files ?? localFileStore(deps.env.filesDir);
  return {
    /** Removes expired sessions and stale login failures; idempotent. */
    async purgeExpiredIdentityRecords() {
      return purgeExpiredIdentityRecords(deps.db, deps.now(), deps.env.session);
    },
    /** Marks an import job running (idempotent). */
    async markImportRunning(jobId: string) {
      await markImportRunning(deps.db, jobId, deps.now());
    },
    /** Marks an import job completed. */
    async markImportCompleted(jobId: string) {
      await markImportCompleted(deps.db, jobId, deps.now());
    },
    /** Marks an import job failed with the reason shown to the supplier. */
    async markImportFailed(jobId: string, reason: string) {
      await markImportFailed(deps.db, jobId, reason, deps.now());
    },
    /** Imports a job's CSV in chunks, heartbeating a checkpoint after each; resumes from it on retry. */
    async importFileChunked(jobId: string): Promise<ImportCheckpoint> {
      const resumeFrom = activityInfo().heartbeatDetails as ImportCheckpoint | undefined;
      return importFileChunked({ db: deps.db, files }, jobId, { resumeFrom, onCheckpoint: (checkpoint) => heartbeat(checkpoint) });
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
