/**
 * The file_deletions outbox: a record's files are queued in the transaction that deletes the record
 * (services/files/file-deletions.ts for an account's uploads, the purge of abandoned applications),
 * then deleted through the file store port and their rows removed. Called right after that
 * transaction, and by the scheduled sweep for whatever a failed delete (or a crash) left; a key
 * already gone is no error, so a retry is harmless.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileDeletions } from '../../db/schema/index.ts';
import type { FileStore } from '../ports/file-store.ts';

export type QueuedFile = { accountId: string; fileKey: string; sizeBytes: number };

/** Queues the files for deletion; call in the transaction that deletes their records. Answers the keys. */
export async function enqueueFileDeletions(
  tx: Pick<Database, 'insert'>,
  files: QueuedFile[],
  now: Date,
): Promise<string[]> {
  if (files.length === 0) return [];
  await tx
    .insert(fileDeletions)
    .values(
      files.map((f) => ({ fileKey: f.fileKey, accountId: f.accountId, bytes: f.sizeBytes, createdAt: now })),
    )
    .onConflictDoNothing();
  return files.map((f) => f.fileKey);
}

/** Rows the sweep takes per run; an hourly run clears thousands within a day. */
const BATCH = 500;

/** Deletes each file then its outbox row; a failed delete keeps its row for the sweep. Returns the keys deleted. */
export async function deleteQueuedFiles(
  deps: { db: Database; files: FileStore },
  keys: string[],
): Promise<{ deleted: string[]; failed: string[] }> {
  const deleted: string[] = [];
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await deps.files.delete(key);
      await deps.db.delete(fileDeletions).where(eq(fileDeletions.fileKey, key));
      deleted.push(key);
    } catch {
      failed.push(key);
    }
  }
  return { deleted, failed };
}

/**
 * The sweep: retries the oldest queued files. Racing a delete still under way is harmless: both
 * deletes are idempotent.
 */
export async function sweepFileDeletions(deps: {
  db: Database;
  files: FileStore;
}): Promise<{ deleted: number; failed: number }> {
  const rows = await deps.db
    .select({ fileKey: fileDeletions.fileKey })
    .from(fileDeletions)
    .orderBy(asc(fileDeletions.createdAt))
    .limit(BATCH);
  const result = await deleteQueuedFiles(
    deps,
    rows.map((r) => r.fileKey),
  );
  return { deleted: result.deleted.length, failed: result.failed.length };
}
