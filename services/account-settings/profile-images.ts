/**
 * Storing and finding avatars and logos (issue 23). The image is already in the file store and
 * charged to the account's quota (api/uploads); here its record is written, and the picture it
 * replaces is queued for deletion and released from the quota in the same transaction.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FileStore, StoredUpload } from '../../activities/ports/file-store.ts';
import { deleteQueuedFiles, type QueuedFile } from '../../activities/files/delete-queued-files.ts';
import type { Database } from '../../db/client.ts';
import { accountLogos, userProfiles } from '../../db/schema/index.ts';
import type { ProfileImageKind } from '../../domain/account-settings/profile-images.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { queueFileDeletions } from '../files/file-deletions.ts';

/** Keeps `file` as the caller's avatar or the account's logo; the previous one is deleted. */
export async function saveProfileImage(
  deps: { db: Database; files: FileStore },
  caller: Caller,
  input: { kind: ProfileImageKind; file: StoredUpload; now: Date },
): Promise<void> {
  const { file, now } = input;
  const accountId = caller.account.id;
  const keys = await deps.db.transaction(async (tx) => {
    const replaced: QueuedFile[] = [];
    if (input.kind === 'avatar') {
      const [old] = await tx
        .select({ fileKey: userProfiles.avatarFileKey, sizeBytes: userProfiles.avatarSizeBytes })
        .from(userProfiles)
        .where(eq(userProfiles.userId, caller.user.id))
        .for('update');
      if (old?.fileKey) replaced.push({ accountId, fileKey: old.fileKey, sizeBytes: old.sizeBytes ?? 0 });
      const avatar = {
        avatarFileKey: file.fileKey,
        avatarContentType: file.contentType,
        avatarSizeBytes: file.sizeBytes,
        updatedAt: now,
      };
      await tx
        .insert(userProfiles)
        .values({ userId: caller.user.id, ...avatar })
        .onConflictDoUpdate({ target: userProfiles.userId, set: avatar });
    } else {
      const [old] = await tx
        .select({ fileKey: accountLogos.fileKey, sizeBytes: accountLogos.sizeBytes })
        .from(accountLogos)
        .where(eq(accountLogos.accountId, accountId))
        .for('update');
      if (old) replaced.push({ accountId, ...old });
      const logo = {
        fileKey: file.fileKey,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        updatedAt: now,
      };
      await tx
        .insert(accountLogos)
        .values({ accountId, ...logo })
        .onConflictDoUpdate({ target: accountLogos.accountId, set: logo });
    }
    return queueFileDeletions(tx, replaced, now);
  });
  await deleteQueuedFiles(deps, keys);
}

/** The stored file of the caller's avatar or account's logo, or undefined when none is set. */
export async function findProfileImage(db: Database, caller: Caller, kind: ProfileImageKind) {
  if (kind === 'logo') {
    const [logo] = await db.select().from(accountLogos).where(eq(accountLogos.accountId, caller.account.id));
    return logo && { fileKey: logo.fileKey, contentType: logo.contentType };
  }
  const [profile] = await db
    .select({ fileKey: userProfiles.avatarFileKey, contentType: userProfiles.avatarContentType })
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, caller.user.id), isNotNull(userProfiles.avatarFileKey)));
  return profile?.fileKey && profile.contentType
    ? { fileKey: profile.fileKey, contentType: profile.contentType }
    : undefined;
}
