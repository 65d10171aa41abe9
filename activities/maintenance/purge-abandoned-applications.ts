/**
 * Signup applications nobody finished (issue 22, Identity squatting rule 5): an application whose
 * email was never verified is abandoned by its review workflow after the verification window
 * (domain/signup/account-review.ts), and past that window the scheduled purge of expired identity
 * records deletes it whole: its account, user, location, profile, licences, review and review
 * documents, and queues its uploaded files in the file_deletions outbox in the same transaction,
 * deleting them once it commits (what fails or is cut short there the hourly sweep deletes). A
 * verified application waiting for support, an approved account and a rejected one (kept for the
 * record until support releases it) are never touched.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountFileUsage,
  accountReviewDocuments,
  accountReviews,
  accounts,
  locations,
  pharmacyLicences,
  pharmacyProfiles,
  users,
} from '../../db/schema/index.ts';
import { ACCOUNT_REVIEW_DEFAULTS } from '../../domain/signup/account-review.ts';
import type { FileStore } from '../ports/file-store.ts';
import { deleteQueuedFiles, enqueueFileDeletions, type QueuedFile } from '../files/delete-queued-files.ts';

/** Applications deleted per run; the hourly schedule takes the rest on its next runs. */
const BATCH = 200;

/** Applications created before this instant and still unverified are abandoned. */
export function abandonedApplicationCutoff(now: Date): Date {
  return new Date(now.getTime() - ACCOUNT_REVIEW_DEFAULTS.emailVerificationMs);
}

/**
 * Deletes the abandoned applications in one transaction (their review rows locked, so a code entered
 * at that moment either verifies first or finds the application gone) that also queues their files
 * in the outbox, then deletes the files through the file store once the rows are committed; a crash
 * or a failed delete in between leaves the outbox rows for the sweep. Idempotent: a retry finds
 * what is left.
 */
export async function purgeAbandonedApplications(
  deps: { db: Database; files: FileStore },
  now: Date,
): Promise<{ applications: number; files: number }> {
  const { accountIds, fileKeys } = await deps.db.transaction(async (tx) => {
    const abandoned = await tx
      .select({ accountId: accountReviews.accountId, reviewId: accountReviews.id })
      .from(accountReviews)
      .innerJoin(accounts, eq(accounts.id, accountReviews.accountId))
      .where(
        and(
          eq(accounts.status, 'pending_review'),
          eq(accountReviews.status, 'pending'),
          isNull(accountReviews.emailVerifiedAt),
          lt(accountReviews.createdAt, abandonedApplicationCutoff(now)),
        ),
      )
      .limit(BATCH)
      .for('update');
    const ids = abandoned.map((a) => a.accountId);
    if (ids.length === 0) return { accountIds: ids, fileKeys: [] as string[] };
    const reviewIds = abandoned.map((a) => a.reviewId);
    const documents = await tx
      .delete(accountReviewDocuments)
      .where(inArray(accountReviewDocuments.reviewId, reviewIds))
      .returning({
        fileKey: accountReviewDocuments.fileKey,
        sizeBytes: accountReviewDocuments.sizeBytes,
        reviewId: accountReviewDocuments.reviewId,
      });
    await tx.delete(accountReviews).where(inArray(accountReviews.id, reviewIds));
    const licences = await tx
      .delete(pharmacyLicences)
      .where(inArray(pharmacyLicences.accountId, ids))
      .returning({ fileKey: pharmacyLicences.documentKey, accountId: pharmacyLicences.accountId });
    await tx.delete(pharmacyProfiles).where(inArray(pharmacyProfiles.accountId, ids));
    await tx.delete(locations).where(inArray(locations.accountId, ids));
    await tx.delete(accountFileUsage).where(inArray(accountFileUsage.accountId, ids));
    // Sessions and password links follow their user (on delete cascade).
    await tx.delete(users).where(inArray(users.accountId, ids));
    await tx.delete(accounts).where(inArray(accounts.id, ids));
    const files = filesOf(abandoned, documents, licences);
    return { accountIds: ids, fileKeys: await enqueueFileDeletions(tx, files, now) };
  });
  await deleteQueuedFiles(deps, fileKeys);
  return { applications: accountIds.length, files: fileKeys.length };
}

/**
 * The applications' stored files, each once: the review documents (with their sizes) and the
 * licences' documents (the same uploads, or none; an upload the signup did not count has no size).
 */
function filesOf(
  abandoned: { accountId: string; reviewId: string }[],
  documents: { fileKey: string; sizeBytes: number; reviewId: string }[],
  licences: { fileKey: string | null; accountId: string }[],
): QueuedFile[] {
  const accountOfReview = new Map(abandoned.map((a) => [a.reviewId, a.accountId]));
  const files = new Map<string, QueuedFile>();
  for (const d of documents)
    files.set(d.fileKey, {
      fileKey: d.fileKey,
      sizeBytes: d.sizeBytes,
      accountId: accountOfReview.get(d.reviewId)!,
    });
  for (const l of licences)
    if (l.fileKey && !files.has(l.fileKey))
      files.set(l.fileKey, { fileKey: l.fileKey, sizeBytes: 0, accountId: l.accountId });
  return [...files.values()];
}
