/**
 * The account_file_usage counter (issue 22): an upload is charged once stored, by one guarded
 * upsert that refuses when the account would pass its quota, and released when its file is
 * discarded. Concurrent uploads cannot both slip under the limit: the row is the lock.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountFileUsage } from '../../db/schema/index.ts';
import type { UploadQuota } from '../../domain/files/upload-quota.ts';

/** Adds one stored file of `bytes` to the account's usage; false (nothing added) past the quota. */
export async function chargeUpload(
  db: Database,
  accountId: string,
  bytes: number,
  quota: UploadQuota,
): Promise<boolean> {
  if (bytes > quota.maxBytes) return false;
  const rows = await db
    .insert(accountFileUsage)
    .values({ accountId, files: 1, bytes })
    .onConflictDoUpdate({
      target: accountFileUsage.accountId,
      set: {
        files: sql`${accountFileUsage.files} + 1`,
        bytes: sql`${accountFileUsage.bytes} + ${bytes}`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${accountFileUsage.files} + 1 <= ${quota.maxFiles} and ${accountFileUsage.bytes} + ${bytes} <= ${quota.maxBytes}`,
    })
    .returning({ files: accountFileUsage.files });
  return rows.length > 0;
}

/** Takes discarded files off the account's usage (never below zero). */
export async function releaseUploads(
  db: Pick<Database, 'update'>,
  accountId: string,
  files: { sizeBytes: number }[],
): Promise<void> {
  if (files.length === 0) return;
  const bytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  await db
    .update(accountFileUsage)
    .set({
      files: sql`greatest(${accountFileUsage.files} - ${files.length}, 0)`,
      bytes: sql`greatest(${accountFileUsage.bytes} - ${bytes}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(sql`${accountFileUsage.accountId} = ${accountId}`);
}
