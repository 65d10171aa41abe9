/**
 * An upload becomes an import job (supplier-side §4 Import): the file, already streamed into the
 * store under a key of the server's making, is recorded as a queued job within the supplier's
 * storage quota, and the durable workflow `import:<id>` is started to process it.
 */
import type { Client } from '@temporalio/client';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importFileBytesKept } from '../../db/queries/imports.ts';
import { importJobs } from '../../db/schema/index.ts';
import { IMPORT_UPLOAD_MESSAGES } from '../../domain/catalog/import-limits.ts';
import type { ImportKind } from '../../domain/catalog/import-rows.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { startImportJob } from '../../platform/temporal/imports.ts';
import type { FileStore } from '../../activities/ports/file-store.ts';

/** The job-started notice (the spec names the notice, not its wording). */
export const IMPORT_STARTED_MESSAGE = 'Your import has started. You can follow its progress here.';

type Deps = {
  db: Database;
  files: FileStore;
  temporal: Client;
  taskQueue: string;
  now: Date;
  /** The bytes of import files one supplier may keep stored. */
  quotaBytes: number;
};
/** An upload already in the file store (the API streams it there as it arrives). */
export type StoredUpload = { kind: ImportKind; fileName: string; fileKey: string; fileBytes: number };

const refusal = (code: 'REQUEST_INVALID' | 'IMPORT_QUOTA_EXCEEDED', message: string) =>
  new DomainError(code, message, { fields: { file: [message] } });

/** Records the job (or deletes the file when it cannot be kept) and starts its workflow. */
export async function startImport(deps: Deps, caller: Caller, upload: StoredUpload) {
  let job: typeof importJobs.$inferSelect;
  try {
    if (upload.fileBytes === 0) throw refusal('REQUEST_INVALID', 'The file is empty.');
    job = await deps.db.transaction(async (tx) => {
      // One upload of a supplier at a time past this point: two racing uploads cannot both take
      // the room that is left under the quota.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`import-quota:${caller.account.id}`}, 0))`,
      );
      const kept = await importFileBytesKept(tx, caller.account.id);
      if (kept + upload.fileBytes > deps.quotaBytes)
        throw refusal('IMPORT_QUOTA_EXCEEDED', IMPORT_UPLOAD_MESSAGES.overQuota(deps.quotaBytes));
      const [row] = await tx
        .insert(importJobs)
        .values({
          supplierAccountId: caller.account.id,
          createdByUserId: caller.user.id,
          kind: upload.kind,
          fileName: upload.fileName.slice(0, 255),
          fileKey: upload.fileKey,
          fileBytes: upload.fileBytes,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    // No job names the file: it must not stay behind in the store.
    await deps.files.delete(upload.fileKey);
    throw error;
  }
  try {
    await startImportJob(deps.temporal, deps.taskQueue, job.id, job.supplierAccountId);
  } catch (error) {
    await deps.db
      .update(importJobs)
      .set({ status: 'failed', failure: 'The import could not be started.', finishedAt: deps.now })
      .where(eq(importJobs.id, job.id));
    throw new DomainError(
      'SERVICE_UNAVAILABLE',
      'Imports are unavailable right now. Please try again in a moment.',
      {
        message: `could not start import workflow: ${error instanceof Error ? error.message : String(error)}`,
      },
    );
  }
  return job;
}
