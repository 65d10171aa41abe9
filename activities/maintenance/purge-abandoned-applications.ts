/**
 * Signup applications nobody finished (issue 22, Identity squatting rule 5): an application whose
 * email was never verified is abandoned by its review workflow after the verification window
 * (domain/signup/account-review.ts), and past that window the scheduled purge of expired identity
 * records deletes it whole: its account, user, location, profile, licences, review and review
 * documents, then its uploaded files. A verified application waiting for support, an approved
 * account and a rejected one (kept for the record until support releases it) are never touched.
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

/** Applications deleted per run; the hourly schedule takes the rest on its next runs. */
const BATCH = 200;

/** Applications created before this instant and still unverified are abandoned. */
export function abandonedApplicationCutoff(now: Date): Date {
  return new Date(now.getTime() - ACCOUNT_REVIEW_DEFAULTS.emailVerificationMs);
}

/**
 * Deletes the abandoned applications in one transaction (their review rows locked, so a code entered
 * at that moment either verifies first or finds the application gone), then deletes their files
 * through the file store once the rows are committed. Idempotent: a retry finds what is left.
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
      .returning({ fileKey: accountReviewDocuments.fileKey });
    await tx.delete(accountReviews).where(inArray(accountReviews.id, reviewIds));
    const licences = await tx
      .delete(pharmacyLicences)
      .where(inArray(pharmacyLicences.accountId, ids))
      .returning({ fileKey: pharmacyLicences.documentKey });
    await tx.delete(pharmacyProfiles).where(inArray(pharmacyProfiles.accountId, ids));
    await tx.delete(locations).where(inArray(locations.accountId, ids));
    await tx.delete(accountFileUsage).where(inArray(accountFileUsage.accountId, ids));
    // Sessions and password links follow their user (on delete cascade).
    await tx.delete(users).where(inArray(users.accountId, ids));
    await tx.delete(accounts).where(inArray(accounts.id, ids));
    const keys = [...documents, ...licences].map((d) => d.fileKey).filter((k): k is string => k !== null);
    return { accountIds: ids, fileKeys: [...new Set(keys)] };
  });
  for (const key of fileKeys) await deps.files.delete(key);
  return { applications: accountIds.length, files: fileKeys.length };
}
