/**
 * A record that owns a stored file is deleted, or its file replaced (issue 22): inside the same
 * transaction the old key goes into the file_deletions outbox and the file comes off the account's
 * usage. After commit the caller deletes it through activities/files/delete-queued-files.ts; what
 * fails there the sweep retries, so the file is never left behind and never counted twice.
 */
import type { Database } from '../../db/client.ts';
import { enqueueFileDeletions, type QueuedFile } from '../../activities/files/delete-queued-files.ts';
import { releaseUploads } from './upload-usage.ts';

/** Queues the files for deletion and releases them from their accounts' usage; call in the record's transaction. */
export async function queueFileDeletions(
  tx: Pick<Database, 'insert' | 'update'>,
  files: QueuedFile[],
  now: Date,
): Promise<string[]> {
  if (files.length === 0) return [];
  await enqueueFileDeletions(tx, files, now);
  const accounts = [...new Set(files.map((f) => f.accountId))];
  for (const accountId of accounts)
    await releaseUploads(
      tx,
      accountId,
      files.filter((f) => f.accountId === accountId),
    );
  return files.map((f) => f.fileKey);
}
