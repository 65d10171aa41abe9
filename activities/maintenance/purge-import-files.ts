/**
 * Import files are kept for a retention period after their import ends (issue 10, Limits;
 * domain/catalog/import-limits.ts): past it the stored file is deleted and its job marked, so it no
 * longer counts against the supplier's quota. The job, its counters and its row errors stay; the
 * error report then takes its columns from the rows themselves.
 */
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importJobs } from '../../db/schema/index.ts';
import { importFileRetentionCutoff } from '../../domain/catalog/import-limits.ts';
import type { FileStore } from '../ports/file-store.ts';

/** Files deleted per run; an hourly schedule clears a backlog of thousands within a day. */
const BATCH = 500;

/**
 * Deletes the files of imports that ended before the retention cutoff, then marks their jobs.
 * Idempotent: deleting a file already gone is a no-op, and a retry finds the unmarked jobs again.
 */
export async function purgeExpiredImportFiles(
  deps: { db: Database; files: FileStore },
  now: Date,
): Promise<{ files: number }> {
  const expired = await deps.db
    .select({ id: importJobs.id, fileKey: importJobs.fileKey })
    .from(importJobs)
    .where(and(isNull(importJobs.fileDeletedAt), lt(importJobs.finishedAt, importFileRetentionCutoff(now))))
    .limit(BATCH);
  for (const job of expired) await deps.files.delete(job.fileKey);
  if (expired.length > 0)
    await deps.db
      .update(importJobs)
      .set({ fileDeletedAt: now })
      .where(
        inArray(
          importJobs.id,
          expired.map((j) => j.id),
        ),
      );
  return { files: expired.length };
}
